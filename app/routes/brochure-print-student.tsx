import {
  Blocks,
  BookOpen,
  Bot,
  Brain,
  Calculator,
  CircleCheck,
  ClipboardCheck,
  CodeXml,
  Drama,
  Gamepad2,
  Globe,
  GraduationCap,
  Hand,
  Heart,
  Lightbulb,
  Mail,
  MapPin,
  Medal,
  Mic,
  Phone,
  Puzzle,
  School,
  ShieldCheck,
  Sigma,
  Sparkles,
  SpellCheck,
  Star,
  Target,
  Timer,
  Trophy,
  Users,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import type { Route } from "./+types/brochure-print-student";
import { pageMeta } from "#app/modules/site/meta.ts";
import "#app/modules/brochures/print.css";
import { KidsArt, StoryArt } from "#app/modules/brochures/ui/art.tsx";
import { brochureCourses, courseById, type BrochureCourseId } from "#app/modules/brochures/courses.ts";
import { loadPrintBrochure, type PrintBrochureData } from "#app/modules/brochures/print-data.server.ts";
import {
  Blob,
  BrandLockup,
  BrochureDeck,
  FeatureGrid,
  Kicker,
  Pill,
  PillList,
  QrCode,
  Slide,
  SlideFooter,
  type Feature,
  type PillItem,
} from "#app/modules/brochures/ui/slide.tsx";
import { company } from "#app/modules/site/company.ts";
import { placeName, telHref } from "#app/modules/site/company-details.ts";
import { cn } from "#app/ui/cn.ts";

export function loader() {
  return loadPrintBrochure("parents");
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    title: "Student Brochure",
    description:
      "A colourful brochure for students and parents: Abacus, Vedic Maths, Coding & AI and Communicative English, Fun Zone games, Story Time and a free trial class, ready to print or save as an A4 PDF.",
  });

const footerLabel = "Student Brochure";

/** Light chips for the cover and the discovery page: dark text on pastel colours. */
const courseChips: Record<BrochureCourseId, string> = {
  abacus: "bg-amber-300 text-slate-900",
  "vedic-maths": "bg-lime-300 text-slate-900",
  coding: "bg-sky-300 text-slate-900",
  "communicative-english": "bg-pink-200 text-slate-900",
};

const discover: Record<BrochureCourseId, { line: string; art: string }> = {
  abacus: { line: "Slide the beads and become a mental maths star.", art: "from-amber-300 to-orange-400" },
  "vedic-maths": { line: "Learn magic shortcuts for big, tricky sums.", art: "from-emerald-300 to-teal-400" },
  coding: { line: "Make games and websites, and meet AI.", art: "from-violet-300 to-fuchsia-300" },
  "communicative-english": {
    line: "Speak, read and tell stories with confidence.",
    art: "from-sky-300 to-blue-400",
  },
};

const superpowers: readonly PillItem[] = [
  { key: "focus", icon: Target, label: "Super focus", className: "bg-amber-200" },
  { key: "memory", icon: Brain, label: "Mega memory", className: "bg-lime-200" },
  { key: "speaking", icon: Mic, label: "Brave speaking", className: "bg-sky-200" },
  { key: "thinking", icon: Zap, label: "Quick thinking", className: "bg-pink-200" },
  { key: "ideas", icon: Lightbulb, label: "Creative ideas", className: "bg-violet-200" },
  { key: "team", icon: Users, label: "Team spirit", className: "bg-orange-200" },
];

type StudentCourse = {
  id: BrochureCourseId;
  page: number;
  /** Slide background, the big circle behind the art, badges and accent text. */
  theme: { surface: string; circle: string; badge: string; accent: string; icon: string; tryThis: string };
  tagline: string;
  blurb: string;
  activities: readonly Feature[];
  /** Skills the course grows, shown as chips. */
  grows: readonly string[];
  funFact: string;
  tryThis: string;
};

const courseSlides: readonly StudentCourse[] = [
  {
    id: "abacus",
    page: 3,
    theme: {
      surface: "bg-amber-50",
      circle: "from-amber-300 to-orange-400",
      badge: "bg-orange-700 text-white",
      accent: "text-orange-800",
      icon: "bg-orange-100 text-orange-800",
      tryThis: "bg-orange-700",
    },
    tagline: "Beads that turn you into a maths whiz!",
    blurb: "Slide the beads, see the numbers, and soon you'll be solving sums in your head, super fast.",
    activities: [
      { icon: Hand, title: "Bead power", text: "Move real abacus beads to add and subtract." },
      { icon: Brain, title: "Magic mind abacus", text: "Picture the abacus in your head and solve sums without it!" },
      { icon: Timer, title: "Speed challenges", text: "Beat the clock with flash cards and listening sums." },
      { icon: Medal, title: "Level up", text: "Clear each level and earn your certificate." },
    ],
    grows: ["Focus", "Memory", "Speed"],
    funFact: "Each rod has one bead worth 5 and four beads worth 1, so one rod can show any number from 0 to 9!",
    tryThis: "Show 7 on one rod: push the 5-bead down and two 1-beads up. 5 + 2 = 7!",
  },
  {
    id: "vedic-maths",
    page: 4,
    theme: {
      surface: "bg-emerald-50",
      circle: "from-emerald-300 to-teal-400",
      badge: "bg-emerald-800 text-white",
      accent: "text-emerald-800",
      icon: "bg-emerald-100 text-emerald-800",
      tryThis: "bg-emerald-800",
    },
    tagline: "Maths tricks that feel like magic!",
    blurb: "Learn clever shortcuts called sutras, multiply big numbers in your head and check answers in seconds.",
    activities: [
      { icon: Sparkles, title: "Secret sutras", text: "Discover smart shortcut rules for tricky sums." },
      { icon: Zap, title: "Lightning multiplying", text: "Multiply two-digit numbers in your head." },
      { icon: CircleCheck, title: "Answer checker", text: "Use digit sums to check that you're right." },
      { icon: Trophy, title: "Olympiad ready", text: "Take on puzzles and challenge rounds." },
    ],
    grows: ["Number sense", "Quick thinking", "Confidence"],
    funFact: "Vedic Maths has 16 main sutras: short rules like “Vertically and crosswise” that solve lots of problems.",
    tryThis: "Square a number ending in 5! For 35 × 35: 3 × 4 = 12, then add 25 → 1225. Now try 45 × 45.",
  },
  {
    id: "coding",
    page: 5,
    theme: {
      surface: "bg-violet-50",
      circle: "from-violet-300 to-fuchsia-300",
      badge: "bg-violet-700 text-white",
      accent: "text-violet-800",
      icon: "bg-violet-100 text-violet-800",
      tryThis: "bg-violet-700",
    },
    tagline: "Build games, websites and meet AI!",
    blurb: "Snap colourful code blocks together, then type real Python, design web pages and find out how AI learns.",
    activities: [
      { icon: Blocks, title: "Block coding", text: "Make animations, stories and games by snapping blocks." },
      { icon: CodeXml, title: "Real Python", text: "Write, test and fix your very own programs." },
      { icon: Globe, title: "Your own website", text: "Design web pages with HTML and CSS." },
      { icon: Bot, title: "Meet AI", text: "See how AI learns from examples, and use it safely." },
    ],
    grows: ["Logic", "Creativity", "Patience"],
    funFact:
      "Ada Lovelace wrote one of the first computer programs in 1843, about 100 years before electronic computers!",
    tryThis: "Spot the loop! “clap, jump, clap, jump, clap, jump” is just: repeat 3 times [clap, jump].",
  },
  {
    id: "communicative-english",
    page: 6,
    theme: {
      surface: "bg-sky-50",
      circle: "from-sky-300 to-blue-400",
      badge: "bg-blue-800 text-white",
      accent: "text-blue-800",
      icon: "bg-sky-100 text-blue-800",
      tryThis: "bg-blue-800",
    },
    tagline: "Speak up and shine bright!",
    blurb: "Tell stories, act in role-plays, play word games and give talks, and watch your confidence grow.",
    activities: [
      { icon: Drama, title: "Role-play time", text: "Act out shops, trips and adventures in English." },
      { icon: BookOpen, title: "Story circle", text: "Read, tell and invent amazing stories." },
      { icon: Mic, title: "Show & tell", text: "Share your favourite things with the class." },
      { icon: Puzzle, title: "Word games", text: "Grow your vocabulary while you play." },
    ],
    grows: ["Confidence", "Vocabulary", "Listening"],
    funFact: "“The quick brown fox jumps over the lazy dog” uses every letter of the English alphabet!",
    tryThis: "Say it three times, fast: “Red lorry, yellow lorry!”",
  },
];

const games: readonly { icon: LucideIcon; label: string }[] = [
  { icon: Sigma, label: "Maths" },
  { icon: SpellCheck, label: "Grammar" },
  { icon: Puzzle, label: "Words" },
  { icon: Calculator, label: "Abacus" },
  { icon: CodeXml, label: "Coding" },
];

const parentBenefits: readonly Feature[] = [
  { icon: Heart, title: "Happy, confident kids", text: "Braver with numbers, words and screens." },
  { icon: Brain, title: "Sharper focus & memory", text: "Short, joyful practice builds good habits." },
  { icon: School, title: "Helps at school", text: "Supports CBSE, ICSE and state board subjects." },
  { icon: GraduationCap, title: "Trained, caring teachers", text: "Every teacher is certified by SkillSprouts." },
  { icon: ClipboardCheck, title: "Progress you can see", text: "Level assessments, reports and certificates." },
  { icon: ShieldCheck, title: "Smart screen time", text: "Kids create with technology and use AI safely." },
];

export default function StudentBrochure({ loaderData }: Route.ComponentProps) {
  return (
    <BrochureDeck title="Student Brochure">
      <CoverSlide />
      <DiscoverSlide />
      {courseSlides.map((course) => (
        <CourseSlide key={course.id} course={course} />
      ))}
      <FunSlide />
      <TrialSlide {...loaderData} />
    </BrochureDeck>
  );
}

function CoverSlide() {
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
            For kids aged 4–14 and their grown-ups
          </Kicker>
          <h1 id="student-cover-title" className="mt-5 text-[4.25rem] leading-[1.02] font-black tracking-tight">
            Learn, Play & Grow Your Super Skills!
          </h1>
          <p className="mt-5 max-w-lg text-xl leading-relaxed font-semibold text-white">
            Abacus, Vedic Maths, Coding & AI and Communicative English: four fun ways to grow a brilliant brain.
          </p>
          <PillList
            pills={brochureCourses.map((course) => ({
              key: course.id,
              icon: course.icon,
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

function DiscoverSlide() {
  return (
    <Slide headingId="student-discover-title" className="bg-sky-50">
      <Blob className="-top-36 -right-28 size-96 bg-pink-100" />
      <Blob className="-bottom-44 -left-28 size-96 bg-amber-100" />
      <div className="relative flex h-full flex-col px-14 pt-12 pb-16">
        <SlideIntro
          headingId="student-discover-title"
          kicker={
            <>
              <Sparkles aria-hidden="true" className="size-4" />
              Your adventure map
            </>
          }
          kickerClassName="bg-pink-700 text-white"
          title="What You'll Discover"
          intro="Four exciting courses, one big adventure. Try one, or try them all!"
        />
        <ul className="mt-6 grid grid-cols-4 gap-5">
          {brochureCourses.map((course) => (
            <li key={course.id} className="overflow-hidden rounded-[2rem] bg-white shadow-lg ring-1 ring-slate-200">
              <div className={cn("bg-gradient-to-br p-4", discover[course.id].art)}>
                <div className="rounded-3xl bg-white/90 p-3">
                  <course.Art className="w-full" />
                </div>
              </div>
              <div className="p-5">
                <h3 className="text-xl leading-tight font-black">{course.title}</h3>
                <p className={cn("mt-2 inline-block rounded-full px-3 py-1 text-sm font-bold", courseChips[course.id])}>
                  {course.ages}
                </p>
                <p className="mt-2 text-[15px] leading-snug font-semibold text-slate-700">{discover[course.id].line}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-auto flex items-center gap-4">
          <h3 className="shrink-0 text-xl font-black">Superpowers you'll grow:</h3>
          <PillList pills={superpowers} className="flex flex-wrap gap-2" pillClassName="text-[15px] text-slate-900" />
        </div>
      </div>
      <SlideFooter page={2} label={footerLabel} />
    </Slide>
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

function CourseSlide({ course: copy }: { course: StudentCourse }) {
  const course = courseById(copy.id);
  const headingId = `student-${course.id}-title`;
  const { theme } = copy;
  return (
    <Slide headingId={headingId} className={theme.surface}>
      <Blob className={cn("-top-40 -right-40 size-[560px] bg-gradient-to-br opacity-90", theme.circle)} />
      <Blob className={cn("-bottom-28 -left-28 size-64 bg-gradient-to-br opacity-30", theme.circle)} />
      <div className="relative grid h-full grid-cols-[1fr_400px] gap-10 px-14 pt-12 pb-16">
        <div className="flex flex-col">
          <Kicker className={cn("self-start", theme.badge)}>
            <course.icon aria-hidden="true" className="size-4" />
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
            <course.Art className="w-full" />
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

function FunSlide() {
  return (
    <Slide headingId="student-fun-title" className="bg-lime-50">
      <Blob className="-top-32 -left-32 size-80 bg-lime-200" />
      <Blob className="-right-24 -bottom-36 size-96 bg-pink-100" />
      <div className="relative flex h-full flex-col px-14 pt-12 pb-16">
        <SlideIntro
          headingId="student-fun-title"
          kicker={
            <>
              <Gamepad2 aria-hidden="true" className="size-4" />
              Play and read online
            </>
          }
          kickerClassName="bg-indigo-700 text-white"
          title="Fun Zone & Story Time"
          intro="Keep the fun going at home on the SkillSprouts website!"
        />
        <div className="mt-6 grid flex-1 grid-cols-2 gap-6">
          <FunPanel
            icon={Gamepad2}
            title="Fun Zone"
            text="Five quiz games to play. Beat the clock and climb the global top-10 leaderboard!"
            gradient="from-sky-700 to-indigo-800"
          >
            <ul className="relative mt-auto grid grid-cols-3 gap-3">
              {games.map((game) => (
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
      </div>
      <SlideFooter page={7} label={footerLabel} />
    </Slide>
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

function TrialSlide({ qrSvg, bookingUrl, figures, details }: PrintBrochureData) {
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
