import {
  Award,
  BadgeCheck,
  CalendarCheck,
  CircleCheck,
  Clock,
  GraduationCap,
  Landmark,
  Mail,
  MapPin,
  Monitor,
  Phone,
  Sparkles,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { IconList, StepNumber, type IconListItem } from "#app/modules/pages/ui/lists.tsx";
import { deliveryModel } from "#app/modules/pages/delivery.ts";
import { partnershipSteps, partnershipStepsTitle } from "#app/modules/pages/partnership.ts";
import { addressLine, phoneLabels, placeName, telHref } from "#app/modules/site/company-details.ts";
import { cn } from "#app/ui/cn.ts";
import { ageSpan, titlesInProse, type BrochureCourse } from "../courses.ts";
import {
  demoIncludes,
  officialFooterLabel as footerLabel,
  partnerBenefits,
  claimLabel,
  standardsCards,
  teacherKit,
  trainingSteps,
  type OfficialCourseCopy,
} from "../official-copy.ts";
import type { PrintBrochureData } from "../print-data.server.ts";
import { WorkshopArt } from "./art.tsx";
import { courseMarks } from "./course-marks.ts";
import {
  Blob,
  BrandLockup,
  FeatureGrid,
  Kicker,
  PillList,
  QrCode,
  Slide,
  SlideFooter,
  StatGrid,
  Steps,
} from "./slide.tsx";

/*
 * The slides of the official brochure, for school partners, in the order it prints them. Their lists are in
 * official-copy.ts; the company's figures and details and the courses' titles and ages come from the loader.
 */

type Facts = Pick<PrintBrochureData, "figures" | "details" | "courses" | "claims">;

export function OfficialCoverSlide({ figures, details, courses, claims }: Facts) {
  return (
    <Slide
      headingId="official-cover-title"
      className="bg-gradient-to-br from-brand-900 via-emerald-900 to-teal-900 text-white"
    >
      <Blob className="-top-44 -right-40 size-[620px] bg-emerald-500/20" />
      <Blob className="-bottom-56 -left-32 size-[460px] bg-amber-400/15" />
      <div className="relative grid h-full grid-cols-[1fr_460px] gap-12 px-14 py-12">
        <div className="flex flex-col">
          <BrandLockup tone="dark" />
          <Kicker className="mt-auto self-start bg-amber-300 text-brand-900">School Partnership Brochure</Kicker>
          <h1 id="official-cover-title" className="mt-5 text-6xl leading-[1.05] font-black tracking-tight">
            Future-ready skills for every classroom
          </h1>
          <p className="mt-5 max-w-xl text-xl leading-relaxed text-emerald-50">
            {titlesInProse(courses)} for students aged {ageSpan(courses)}, taught in your school by{" "}
            {deliveryModel.instructors}.
          </p>
          <PillList
            pills={[
              { key: "years", icon: Award, label: <>{figures.years} years of excellence</> },
              ...claims.map((claim) => ({
                key: claim.title,
                icon: claim.kind === "certification" ? BadgeCheck : Landmark,
                label: <>{claimLabel(claim)}</>,
              })),
            ]}
            className="mt-8 flex flex-wrap gap-3 text-base"
            pillClassName="bg-white/15 text-white ring-1 ring-white/40"
          />
          <ul className="mt-auto flex flex-wrap gap-x-6 gap-y-2 pt-8 text-base font-semibold text-emerald-50">
            <li className="flex items-center gap-2 whitespace-nowrap">
              <MapPin aria-hidden="true" className="size-5 text-amber-300" />
              {placeName(details)}
            </li>
            <li className="flex items-center gap-2 whitespace-nowrap">
              <Mail aria-hidden="true" className="size-5 text-amber-300" />
              {details.emails.partners}
            </li>
            <li className="flex items-center gap-2 whitespace-nowrap">
              <Phone aria-hidden="true" className="size-5 text-amber-300" />
              {details.phones.schools}
            </li>
          </ul>
        </div>
        <ul className="grid grid-cols-2 content-center gap-5">
          {courses.map((course) => (
            <CoverCourse key={course.id} course={course} />
          ))}
        </ul>
      </div>
    </Slide>
  );
}

/** A course on the cover: its drawing and its title. */
function CoverCourse({ course }: { course: BrochureCourse }) {
  const { icon: Icon, Art } = courseMarks[course.id];
  return (
    <li className="rounded-[2rem] bg-white p-4 text-slate-900 shadow-lg">
      <Art className="w-full" />
      <p className="mt-2 flex items-center gap-2 text-base leading-tight font-extrabold">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {course.title}
      </p>
    </li>
  );
}

export function OfficialAboutSlide({ figures, details, courses, claims }: Facts) {
  return (
    <Slide headingId="official-about-title">
      <Blob className="-top-48 -right-48 size-[560px] bg-brand-50" />
      <Blob className="-bottom-32 -left-24 size-72 bg-amber-50" />
      <div className="relative grid h-full grid-cols-[1fr_520px] gap-12 px-14 pt-12 pb-16">
        <div className="flex flex-col justify-center">
          <Kicker className="self-start bg-brand-100 text-brand-700">About us</Kicker>
          <h2 id="official-about-title" className="mt-4 text-5xl leading-tight font-black tracking-tight">
            About SkillSprouts
          </h2>
          <p className="mt-4 text-2xl leading-snug font-bold text-slate-800">
            For {figures.years} years we have helped schools turn everyday lessons into lifelong skills.
          </p>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">
            Based in {placeName(details)}, SkillSprouts designs skill-based programs for children aged{" "}
            {ageSpan(courses)} and delivers them through partner schools. {deliveryModel.forSchools} We supply a
            structured curriculum, kits and learning material, and support every program with assessments and progress
            reports.
          </p>
          <ul className="mt-6 grid grid-cols-2 gap-4">
            {standardsCards(claims).map((card) => (
              <li key={card.key} className="rounded-3xl bg-white p-5 shadow-md ring-1 ring-slate-200">
                <card.icon aria-hidden="true" className={cn("size-9", card.iconClassName)} />
                <h3 className="mt-2 text-lg leading-tight font-extrabold">{card.title}</h3>
                <p className="mt-1 text-[15px] leading-snug text-slate-700">{card.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col justify-center gap-5">
          <StatGrid
            stats={[
              { value: figures.years, label: "Years of experience", className: "bg-brand-700 text-white" },
              { value: figures.schools, label: "Partner schools", className: "bg-amber-300 text-slate-900" },
              { value: figures.students, label: "Students trained", className: "bg-sky-800 text-white" },
              { value: figures.teachers, label: "Teachers empowered", className: "bg-violet-700 text-white" },
            ]}
            valueClassName="text-[2.6rem]"
          />
          <div className="rounded-3xl bg-slate-50 p-6 ring-1 ring-slate-200">
            <h3 className="text-xl font-extrabold">What partner schools receive</h3>
            <IconList
              items={checked(partnerBenefits)}
              className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2"
              itemClassName="items-start gap-2 text-[15px] leading-snug font-semibold text-slate-800"
              iconClassName="mt-0.5 size-5 shrink-0 text-brand-700"
            />
          </div>
        </div>
      </div>
      <SlideFooter page={2} label={footerLabel} />
    </Slide>
  );
}

/** One course: its title and ages (from the programs table) and the brochure's own words about it. */
export function OfficialCourseSlide({ course, copy }: { course: BrochureCourse; copy: OfficialCourseCopy }) {
  const headingId = `official-${course.id}-title`;
  const { icon: Icon, Art } = courseMarks[course.id];
  const { theme } = copy;
  return (
    <Slide headingId={headingId} className={theme.surface}>
      <div className="flex h-full">
        <div
          className={cn(
            "relative flex w-[420px] shrink-0 flex-col overflow-hidden rounded-r-[64px] bg-gradient-to-br px-10 pt-12 pb-10 text-white",
            theme.panel,
          )}
        >
          <Blob className="-top-24 -right-24 size-64 bg-white/10" />
          <Blob className="top-72 -left-20 size-40 bg-white/5" />
          <Kicker className="relative self-start bg-white text-slate-900">
            <Icon aria-hidden="true" className="size-4" />
            Program {copy.page - 2} of 4
          </Kicker>
          <h2 id={headingId} className="relative mt-4 text-[2.6rem] leading-[1.05] font-black tracking-tight">
            {course.title}
          </h2>
          <p className="relative mt-3 text-lg font-bold text-white">{course.ages}</p>
          <p className="relative mt-3 text-[17px] leading-relaxed text-white">{copy.intro}</p>
          <div className="relative mt-auto rounded-[2rem] bg-white p-4 shadow-lg">
            <Art className="mx-auto w-full max-w-[300px]" />
          </div>
        </div>
        <div className="flex flex-1 flex-col px-11 pt-12 pb-16">
          <p className={cn("text-sm font-bold tracking-wide uppercase", theme.accentText)}>Curriculum features</p>
          <p className="mt-1 text-[1.7rem] leading-tight font-extrabold text-slate-900">{copy.headline}</p>
          <FeatureGrid
            features={copy.features}
            className="mt-5"
            cardClassName="bg-white p-4 shadow-sm ring-1 ring-slate-200"
            iconClassName={theme.icon}
          />
          <div className={cn("mt-auto flex items-center gap-3 rounded-3xl px-5 py-3", theme.strip)}>
            <Sparkles aria-hidden="true" className="size-5 shrink-0" />
            <p className="text-[15px] font-bold whitespace-nowrap">Key outcomes:</p>
            <IconList
              items={checked(copy.outcomes)}
              className="flex flex-wrap gap-x-4 gap-y-1 text-[15px] font-semibold"
              itemClassName="items-center gap-1.5"
              iconClassName="size-4 shrink-0"
            />
          </div>
        </div>
      </div>
      <SlideFooter page={copy.page} label={footerLabel} positionClassName="right-11 bottom-6 left-[464px]" />
    </Slide>
  );
}

export function WorkshopSlide({ figures }: Pick<PrintBrochureData, "figures">) {
  return (
    <Slide headingId="official-training-title" className="bg-amber-50">
      <Blob className="-top-40 -left-40 size-[440px] bg-amber-100" />
      <Blob className="-right-28 -bottom-40 size-[420px] bg-brand-100" />
      <div className="relative flex h-full flex-col px-14 pt-12 pb-16">
        <div className="grid grid-cols-[1fr_300px] items-center gap-10">
          <div>
            <Kicker className="bg-brand-700 text-white">
              <GraduationCap aria-hidden="true" className="size-4" />
              Teacher training
            </Kicker>
            <h2 id="official-training-title" className="mt-4 text-[2.6rem] leading-tight font-black tracking-tight">
              Teacher Workshops & Training
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-slate-800">
              Great programs run on great teachers. Our workshops equip your own staff to support every SkillSprouts
              course with confidence, beside our instructors, all year.
            </p>
          </div>
          <div className="relative rounded-[2.5rem] bg-white p-5 shadow-lg">
            <WorkshopArt className="w-full" />
            <p className="absolute -bottom-4 -left-8 rounded-3xl bg-brand-700 px-5 py-3 text-white shadow-lg">
              <span className="block font-display text-3xl leading-none font-black">{figures.teachers}</span>
              <span className="text-sm font-bold">teachers empowered</span>
            </p>
          </div>
        </div>
        <Steps
          steps={trainingSteps}
          className="mt-auto"
          itemClassName="bg-white shadow-sm ring-1 ring-amber-200"
          numberClassName="bg-amber-300 text-slate-900"
          textClassName="text-slate-700"
        />
        <div className="mt-auto grid grid-cols-[1fr_340px] gap-5">
          <div className="rounded-3xl bg-white p-5 ring-1 ring-amber-200">
            <h3 className="text-lg font-extrabold">Every trained teacher receives</h3>
            <IconList
              items={teacherKit}
              className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2"
              itemClassName="items-center gap-2 text-[15px] font-semibold text-slate-800"
              iconClassName="size-5 shrink-0 text-brand-700"
            />
          </div>
          <div className="rounded-3xl bg-brand-700 p-5 text-white">
            <h3 className="flex items-center gap-2 text-lg font-extrabold">
              <Monitor aria-hidden="true" className="size-5" />
              On your campus or online
            </h3>
            <p className="mt-1 text-[15px] leading-snug">
              Workshops fit your calendar and support the continuous professional development NEP 2020 asks of every
              teacher.
            </p>
          </div>
        </div>
      </div>
      <SlideFooter page={7} label={footerLabel} />
    </Slide>
  );
}

export function OfficialContactSlide({ qrSvg, bookingUrl, figures, details, claims }: PrintBrochureData) {
  return (
    <Slide headingId="official-contact-title">
      <div className="grid h-full grid-cols-[600px_1fr]">
        <div className="relative flex flex-col overflow-hidden rounded-r-[64px] bg-gradient-to-br from-brand-900 via-emerald-900 to-teal-900 px-14 pt-12 pb-16 text-white">
          <Blob className="-right-32 -bottom-32 size-96 bg-emerald-500/20" />
          <Blob className="-top-20 -left-20 size-52 bg-amber-300/15" />
          <Kicker className="relative self-start bg-amber-300 text-brand-900">
            <CalendarCheck aria-hidden="true" className="size-4" />
            Free school demo
          </Kicker>
          <h2 id="official-contact-title" className="relative mt-4 text-5xl leading-[1.08] font-black tracking-tight">
            Book a Free Demo for Your School
          </h2>
          <p className="relative mt-4 text-lg leading-relaxed text-emerald-50">
            See a SkillSprouts class in action with your own students, free of charge. Our team replies within two
            business days to plan the details.
          </p>
          <IconList
            items={checked(demoIncludes)}
            className="relative mt-6 space-y-2 text-base font-semibold"
            itemClassName="items-center gap-2"
            iconClassName="size-5 shrink-0 text-amber-300"
          />
          <div className="relative mt-auto flex items-end gap-6">
            <div className="flex-1">
              <h3 className="text-base leading-tight font-extrabold text-amber-200">{partnershipStepsTitle}</h3>
              <ol className="mt-3 space-y-2">
                {partnershipSteps.map((step, index) => (
                  <li key={step.title} className="flex items-start gap-3">
                    <StepNumber
                      number={index + 1}
                      className="size-8 bg-amber-300 text-base font-black text-brand-900"
                    />
                    <p className="text-sm leading-snug">
                      <strong className="block text-base">
                        <span className="sr-only">Step {index + 1}: </span>
                        {step.title}
                      </strong>
                      {step.brief}
                    </p>
                  </li>
                ))}
              </ol>
            </div>
            <QrCode
              svg={qrSvg}
              url={bookingUrl}
              label="QR code: book a free demo class for your school"
              className="w-[210px] shrink-0 shadow-xl"
              codeClassName="size-40"
            />
          </div>
        </div>
        <div className="flex flex-col px-12 pt-12 pb-16">
          <BrandLockup />
          <h3 className="mt-6 text-2xl font-extrabold">Talk to our partnerships team</h3>
          <dl className="mt-4 space-y-4 text-base">
            <ContactRow icon={MapPin} term="Office">
              {addressLine(details)}
            </ContactRow>
            <ContactRow icon={Phone} term="Call">
              <ContactLink href={telHref(details.phones.schools)} who={phoneLabels.schools}>
                {details.phones.schools}
              </ContactLink>
              <br />
              <ContactLink href={telHref(details.phones.general)} who={phoneLabels.general}>
                {details.phones.general}
              </ContactLink>
            </ContactRow>
            <ContactRow icon={Mail} term="E-mail">
              <ContactLink href={`mailto:${details.emails.partners}`} who={phoneLabels.schools}>
                {details.emails.partners}
              </ContactLink>
              <br />
              <ContactLink href={`mailto:${details.emails.general}`} who={phoneLabels.general}>
                {details.emails.general}
              </ContactLink>
            </ContactRow>
            <ContactRow icon={Clock} term="Office hours">
              {details.officeHours.map((slot) => (
                <span key={slot.days} className="block">
                  {slot.days}: {slot.hours}
                </span>
              ))}
            </ContactRow>
          </dl>
          <PillList
            pills={[
              ...claims.map((claim) =>
                claim.kind === "certification"
                  ? {
                      key: claim.title,
                      icon: BadgeCheck,
                      label: <>{claimLabel(claim)}</>,
                      className: "bg-brand-100 text-brand-700",
                    }
                  : {
                      key: claim.title,
                      icon: Landmark,
                      label: <>{claimLabel(claim)}</>,
                      className: "bg-amber-100 text-amber-900",
                    },
              ),
              {
                key: "schools",
                icon: Users,
                label: <>{figures.schools} partner schools</>,
                className: "bg-sky-100 text-sky-900",
              },
            ]}
            className="mt-auto flex flex-wrap gap-2 text-sm"
          />
        </div>
      </div>
      <SlideFooter page={8} label={footerLabel} positionClassName="right-12 bottom-6 left-[648px]" />
    </Slide>
  );
}

function ContactRow({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-bold tracking-wide text-slate-600 uppercase">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {term}
      </dt>
      <dd className="mt-1 ml-12 leading-snug text-slate-800">{children}</dd>
    </div>
  );
}

/** A number or address to reach us at, then whom it reaches, as "(school partnerships)". */
function ContactLink({ href, who, children }: { href: string; who: string; children: string }) {
  return (
    <>
      <a href={href} className="font-bold text-slate-900">
        {children}
      </a>{" "}
      ({who.toLowerCase()})
    </>
  );
}

/** Points that each carry the brochure's check mark. */
function checked(points: readonly string[]): IconListItem[] {
  return points.map((text) => ({ icon: CircleCheck, text }));
}
