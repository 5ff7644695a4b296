import {
  BookOpen,
  Gamepad2,
  Heart,
  Lightbulb,
  Mail,
  MapPin,
  Phone,
  Sparkles,
  Star,
  Trophy,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { company } from "#app/modules/site/company.ts";
import { placeName, telHref } from "#app/modules/site/company-details.ts";
import { cn } from "#app/ui/cn.ts";
import { ageSpan, titlesInProse, type BrochureCourse } from "../courses.ts";
import type { PrintBrochureData } from "../print-data.server.ts";
import {
  courseChips,
  discoverCopy,
  funZoneGames,
  parentBenefits,
  studentFooterLabel as footerLabel,
  superpowers,
  type StudentCourseCopy,
} from "../student-copy.ts";
import { KidsArt, StoryArt } from "./art.tsx";
import { courseMarks } from "./course-marks.ts";
import { Blob, BrandLockup, FeatureGrid, Kicker, Pill, PillList, QrCode, Slide, SlideFooter } from "./slide.tsx";

/*
 * The slides of the student brochure, for children and their parents, in the order it prints them. Their lists
 * are in student-copy.ts; the courses' titles and ages and the company's figures and details come from the loader.
 */

type Courses = { courses: readonly BrochureCourse[] };

export function StudentCoverSlide({ courses }: Courses) {
  return (
    <Slide
      headingId="student-cover-title"
      className="bg-gradient-to-br from-violet-800 via-fuchsia-800 to-pink-700 text-white"
    >
      <Blob className="-top-32 -right-24 size-[520px] bg-amber-300" />
      <Blob className="-bottom-40 -left-32 size-[380px] bg-sky-400/60" />
      <Blob className="top-16 left-[540px] size-16 bg-lime-300" />
      <Blob className="bottom-20 left-[600px] size-10 bg-amber-300" />
      <Star aria-hidden="true" className="absolute top-40 left-[470px] size-10 fill-current text-amber-300" />
      <Sparkles aria-hidden="true" className="absolute right-16 bottom-14 size-12 text-white" />
      <div className="relative grid h-full grid-cols-[1fr_460px] gap-6 px-14 py-12">
        <div className="flex flex-col">
          <BrandLockup tone="dark" />
          <Kicker className="mt-auto self-start bg-amber-300 text-slate-900">
            <Star aria-hidden="true" className="size-4 fill-current" />
            For kids aged {ageSpan(courses)} and their grown-ups
          </Kicker>
          <h1 id="student-cover-title" className="mt-5 text-[4.25rem] leading-[1.02] font-black tracking-tight">
            Learn, Play & Grow Your Super Skills!
          </h1>
          <p className="mt-5 max-w-lg text-xl leading-relaxed font-semibold text-white">
            {titlesInProse(courses)}: four fun ways to grow a brilliant brain.
          </p>
          <PillList
            pills={courses.map((course) => ({
              key: course.id,
              icon: courseMarks[course.id].icon,
              label: course.title,
              className: courseChips[course.id],
            }))}
            className="mt-7 flex flex-wrap gap-3 text-base"
            pillClassName="shadow-md"
          />
          <p className="mt-auto pt-6 text-xl font-bold text-white">
            Your first class is free: turn to page 8 to book it!
          </p>
        </div>
        <div className="flex items-center justify-center">
          <div className="relative flex size-[440px] items-center justify-center rounded-full bg-white shadow-2xl ring-[14px] ring-white/30">
            <KidsArt className="size-[360px]" />
          </div>
        </div>
      </div>
    </Slide>
  );
}

export function DiscoverSlide({ courses }: Courses) {
  return (
    <IntroSlide
      headingId="student-discover-title"
      className="bg-sky-50"
      blobs={["-top-36 -right-28 size-96 bg-pink-100", "-bottom-44 -left-28 size-96 bg-amber-100"]}
      page={2}
      kicker={
        <>
          <Sparkles aria-hidden="true" className="size-4" />
          Your adventure map
        </>
      }
      kickerClassName="bg-pink-700 text-white"
      title="What You'll Discover"
      intro="Four exciting courses, one big adventure. Try one, or try them all!"
    >
      <ul className="mt-6 grid grid-cols-4 gap-5">
        {courses.map((course) => (
          <DiscoverCourse key={course.id} course={course} />
        ))}
      </ul>
      <div className="mt-auto flex items-center gap-4">
        <h3 className="shrink-0 text-xl font-black">Superpowers you'll grow:</h3>
        <PillList pills={superpowers} className="flex flex-wrap gap-2" pillClassName="text-[15px] text-slate-900" />
      </div>
    </IntroSlide>
  );
}

/** A course on the discovery slide: its drawing, title, ages and one line for children. */
function DiscoverCourse({ course }: { course: BrochureCourse }) {
  const { Art } = courseMarks[course.id];
  return (
    <li className="overflow-hidden rounded-[2rem] bg-white shadow-lg ring-1 ring-slate-200">
      <div className={cn("bg-gradient-to-br p-4", discoverCopy[course.id].art)}>
        <div className="rounded-3xl bg-white/90 p-3">
          <Art className="w-full" />
        </div>
      </div>
      <div className="p-5">
        <h3 className="text-xl leading-tight font-black">{course.title}</h3>
        <p className={cn("mt-2 inline-block rounded-full px-3 py-1 text-sm font-bold", courseChips[course.id])}>
          {course.ages}
        </p>
        <p className="mt-2 text-[15px] leading-snug font-semibold text-slate-700">{discoverCopy[course.id].line}</p>
      </div>
    </li>
  );
}

/**
 * How the discovery, fun and trial slides open: a coloured kicker, the slide's heading and one line under it.
 * The course slides open larger, with their own tagline, so they do not use it.
 */
function SlideIntro({
  headingId,
  kicker,
  kickerClassName,
  title,
  intro,
}: {
  headingId: string;
  /** The kicker's icon and words. */
  kicker: ReactNode;
  kickerClassName: string;
  title: string;
  intro: string;
}) {
  return (
    <>
      <Kicker className={cn("self-start", kickerClassName)}>{kicker}</Kicker>
      <h2 id={headingId} className="mt-4 text-5xl leading-tight font-black tracking-tight">
        {title}
      </h2>
      <p className="mt-2 text-xl font-semibold text-slate-700">{intro}</p>
    </>
  );
}

/** A one-column slide that opens with SlideIntro, over two soft shapes (`blobs`, their classes). */
function IntroSlide({
  className,
  blobs,
  page,
  children,
  ...intro
}: Parameters<typeof SlideIntro>[0] & {
  className: string;
  blobs: readonly [string, string];
  page: number;
  children: ReactNode;
}) {
  return (
    <Slide headingId={intro.headingId} className={className}>
      {blobs.map((blob) => (
        <Blob key={blob} className={blob} />
      ))}
      <div className="relative flex h-full flex-col px-14 pt-12 pb-16">
        <SlideIntro {...intro} />
        {children}
      </div>
      <SlideFooter page={page} label={footerLabel} />
    </Slide>
  );
}

/** One course: its title and ages (from the programs table) and the brochure's own words about it. */
export function StudentCourseSlide({ course, copy }: { course: BrochureCourse; copy: StudentCourseCopy }) {
  const headingId = `student-${course.id}-title`;
  const { icon: Icon, Art } = courseMarks[course.id];
  const { theme } = copy;
  return (
    <Slide headingId={headingId} className={theme.surface}>
      <Blob className={cn("-top-40 -right-40 size-[560px] bg-gradient-to-br opacity-90", theme.circle)} />
      <Blob className={cn("-bottom-28 -left-28 size-64 bg-gradient-to-br opacity-30", theme.circle)} />
      <div className="relative grid h-full grid-cols-[1fr_400px] gap-10 px-14 pt-12 pb-16">
        <div className="flex flex-col">
          <Kicker className={cn("self-start", theme.badge)}>
            <Icon aria-hidden="true" className="size-4" />
            Course {copy.page - 2} · {course.ages}
          </Kicker>
          <h2 id={headingId} className="mt-4 text-[4rem] leading-[1.02] font-black tracking-tight">
            {course.title}
          </h2>
          <p className={cn("mt-4 text-[1.75rem] leading-tight font-black", theme.accent)}>{copy.tagline}</p>
          <p className="mt-3 text-xl leading-relaxed font-semibold text-slate-700">{copy.blurb}</p>
          <p className="mt-5 flex flex-wrap items-center gap-2 text-base">
            <span className="font-black">You'll grow:</span>
            {copy.grows.map((skill) => (
              <Pill key={skill} icon={Star} className={theme.icon}>
                {skill}
              </Pill>
            ))}
          </p>
          <h3 className="mt-auto text-xl font-black">What you'll do</h3>
          <FeatureGrid
            features={copy.activities}
            className="mt-3"
            cardClassName="bg-white p-4 shadow-md ring-1 ring-slate-200"
            iconClassName={theme.icon}
          />
        </div>
        <div className="flex flex-col gap-4">
          <div className="rounded-[2.5rem] bg-white p-5 shadow-xl">
            <Art className="w-full" />
          </div>
          <div className="relative rounded-3xl bg-white p-5 shadow-md ring-1 ring-slate-200">
            <p className={cn("flex items-center gap-2 text-lg font-black", theme.accent)}>
              <Lightbulb aria-hidden="true" className="size-5" />
              Fun fact
            </p>
            <p className="mt-1 text-[15px] leading-snug font-semibold text-slate-800">{copy.funFact}</p>
          </div>
          <div className={cn("rounded-3xl p-5 text-white shadow-md", theme.tryThis)}>
            <p className="flex items-center gap-2 text-lg font-black">
              <Star aria-hidden="true" className="size-5 fill-current text-amber-300" />
              Try this!
            </p>
            <p className="mt-1 text-[15px] leading-snug font-semibold">{copy.tryThis}</p>
          </div>
        </div>
      </div>
      <SlideFooter page={copy.page} label={footerLabel} />
    </Slide>
  );
}

export function FunSlide() {
  return (
    <IntroSlide
      headingId="student-fun-title"
      className="bg-lime-50"
      blobs={["-top-32 -left-32 size-80 bg-lime-200", "-right-24 -bottom-36 size-96 bg-pink-100"]}
      page={7}
      kicker={
        <>
          <Gamepad2 aria-hidden="true" className="size-4" />
          Play and read online
        </>
      }
      kickerClassName="bg-indigo-700 text-white"
      title="Fun Zone & Story Time"
      intro="Keep the fun going at home on the SkillSprouts website!"
    >
      <div className="mt-6 grid flex-1 grid-cols-2 gap-6">
        <FunPanel
          icon={Gamepad2}
          title="Fun Zone"
          text="Five quiz games to play. Beat the clock and climb the global top-10 leaderboard!"
          gradient="from-sky-700 to-indigo-800"
        >
          <ul className="relative mt-auto grid grid-cols-3 gap-3">
            {funZoneGames.map((game) => (
              <li
                key={game.label}
                className="flex flex-col items-center gap-1 rounded-3xl bg-white px-2 py-4 text-indigo-900"
              >
                <game.icon aria-hidden="true" className="size-8" />
                <span className="text-lg font-black">{game.label}</span>
              </li>
            ))}
            <li className="flex flex-col items-center justify-center gap-1 rounded-3xl bg-amber-300 px-2 py-4 text-slate-900">
              <Trophy aria-hidden="true" className="size-8" />
              <span className="text-lg font-black">Top 10</span>
            </li>
          </ul>
        </FunPanel>
        <FunPanel
          icon={BookOpen}
          title="Story Time"
          text="Help Pip the explorer find the way home through the Whispering Woods. Every choice changes the ending!"
          gradient="from-fuchsia-700 to-violet-800"
        >
          <div className="relative mt-auto rounded-3xl bg-sky-100 p-3">
            <StoryArt className="w-full" />
          </div>
        </FunPanel>
      </div>
    </IntroSlide>
  );
}

/** One half of the fun slide: a corner of the website to visit at home, with what it holds below its words. */
function FunPanel({
  icon: Icon,
  title,
  text,
  gradient,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The panel's gradient stops, dark enough for white text. */
  gradient: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`relative flex flex-col overflow-hidden rounded-[2.5rem] bg-gradient-to-br ${gradient} p-8 text-white`}
    >
      <Blob className="-top-16 -right-16 size-48 bg-white/10" />
      <Icon aria-hidden="true" className="relative size-14 text-amber-300" />
      <h3 className="relative mt-3 text-4xl font-black">{title}</h3>
      <p className="relative mt-2 text-lg leading-snug font-semibold">{text}</p>
      {children}
    </div>
  );
}

export function TrialSlide({ qrSvg, bookingUrl, figures, details }: PrintBrochureData) {
  return (
    <Slide headingId="student-trial-title" className="bg-gradient-to-br from-amber-100 via-pink-100 to-sky-100">
      <Blob className="-top-28 left-[520px] size-56 bg-white/60" />
      <Blob className="-bottom-32 -left-24 size-80 bg-amber-200/70" />
      <div className="relative grid h-full grid-cols-[1fr_400px] gap-10 px-14 pt-12 pb-16">
        <div className="flex flex-col">
          <SlideIntro
            headingId="student-trial-title"
            kicker={
              <>
                <Heart aria-hidden="true" className="size-4 fill-current" />
                For grown-ups too
              </>
            }
            kickerClassName="bg-violet-700 text-white"
            title="Try a Free Class!"
            intro={company.tagline}
          />
          <h3 className="mt-5 text-2xl font-black">Why parents love SkillSprouts</h3>
          <FeatureGrid
            features={parentBenefits}
            className="mt-3"
            cardClassName="bg-white p-4 shadow-md"
            iconClassName="bg-pink-100 text-pink-800"
          />
        </div>
        <div className="flex flex-col items-center rounded-[2.5rem] bg-gradient-to-br from-violet-700 to-fuchsia-800 px-8 py-7 text-center text-white shadow-2xl">
          <h3 className="text-3xl leading-tight font-black">Scan to book your free trial class</h3>
          <QrCode svg={qrSvg} url={bookingUrl} className="mt-5 w-full shadow-lg" codeClassName="size-56" />
          <ul className="mt-5 space-y-1.5 text-base font-semibold">
            <li className="flex items-center justify-center gap-2">
              <Phone aria-hidden="true" className="size-5 text-amber-300" />
              <span>
                Call <a href={telHref(details.phones.general)}>{details.phones.general}</a>
              </span>
            </li>
            <li className="flex items-center justify-center gap-2">
              <Mail aria-hidden="true" className="size-5 text-amber-300" />
              <span>
                Write to <a href={`mailto:${details.emails.general}`}>{details.emails.general}</a>
              </span>
            </li>
            <li className="flex items-center justify-center gap-2">
              <MapPin aria-hidden="true" className="size-5 text-amber-300" />
              {placeName(details)}
            </li>
          </ul>
          <ul className="mt-auto flex flex-wrap justify-center gap-2 text-sm font-bold">
            <li className="rounded-full bg-white px-3 py-1 text-violet-900">{figures.years} years</li>
            <li className="rounded-full bg-white px-3 py-1 text-violet-900">{figures.schools} partner schools</li>
            <li className="rounded-full bg-white px-3 py-1 text-violet-900">{figures.students} students</li>
          </ul>
        </div>
      </div>
      <SlideFooter page={8} label={footerLabel} />
    </Slide>
  );
}
