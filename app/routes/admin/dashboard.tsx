import {
  BadgeCheck,
  CalendarCheck,
  CalendarCog,
  ClipboardList,
  IndianRupee,
  Medal,
  School,
  BookOpen,
  Bot,
  Briefcase,
  FileText,
  HelpCircle,
  History,
  Inbox,
  Image,
  MessageSquareQuote,
  Newspaper,
  PenSquare,
  Settings,
  Trophy,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { getStaff } from "#app/modules/accounts/guards.server.ts";
import { quickStats } from "#app/modules/accounts/users.server.ts";
import { LeadCharts } from "#app/modules/leads/ui/lead-charts.tsx";
import { leadCharts } from "#app/modules/leads/lead-charts.server.ts";
import { parseChartWeeks } from "#app/modules/leads/lead-charts.ts";
import { countFollowUps, countUnread } from "#app/modules/leads/pipeline.server.ts";
import { trialOutcomes } from "#app/modules/trials/trial-outcomes.server.ts";
import { TrialOutcomesPanel } from "#app/modules/trials/ui/trial-outcomes.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Admin dashboard | SkillSprouts" },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const staff = getStaff(args.context);
  const weeks = parseChartWeeks(new URL(args.request.url).searchParams);
  const [stats, unread, followUps, charts, trials] = await Promise.all([
    quickStats(),
    countUnread(),
    countFollowUps(),
    leadCharts(weeks),
    trialOutcomes(),
  ]);
  return {
    name: staff.fullName ?? staff.email,
    isAdmin: staff.role === "admin",
    stats,
    unreadLeads: unread.total,
    followUps: followUps.counts,
    charts,
    trials,
  };
}

/** `adminOnly` tiles lead to pages staff cannot open, so staff do not see them. */
const tiles: { to: string; title: string; text: string; icon: LucideIcon; adminOnly?: boolean }[] = [
  {
    to: "/admin/inbox",
    title: "Inbox",
    text: "Leads to follow up: messages, demo and trial requests, applications; and subscribers.",
    icon: Inbox,
  },
  {
    to: "/admin/trial-agenda",
    title: "Trial Class Agenda",
    text: "The week's trial classes and the children booked: attendance, and parents to call back.",
    icon: CalendarCheck,
  },
  {
    to: "/admin/trial-schedule",
    title: "Trial Class Schedule",
    text: "Weekly trial classes, closed days, and each coming class's time, seats, teacher and link.",
    icon: CalendarCog,
  },
  {
    to: "/admin/edit-content",
    title: "Edit Site Content",
    text: "Logo, home hero text and company figures.",
    icon: PenSquare,
  },
  {
    to: "/admin/manage-programs",
    title: "Manage Programs",
    text: "Course pages: texts, lists, colours, visibility.",
    icon: BookOpen,
  },
  {
    to: "/admin/manage-feeds",
    title: "Manage Feeds",
    text: "Photos and videos shared by partner schools.",
    icon: Image,
  },
  {
    to: "/admin/manage-brochures",
    title: "Manage Brochures",
    text: "PDF brochures for schools and parents.",
    icon: FileText,
  },
  {
    to: "/admin/manage-testimonials",
    title: "Manage Testimonials",
    text: "Quotes from principals, teachers and parents.",
    icon: MessageSquareQuote,
  },
  {
    to: "/admin/manage-leaders",
    title: "Manage Leaders",
    text: "The leadership team on About Us: names, roles, photos and bios.",
    icon: UserRound,
  },
  { to: "/admin/manage-faqs", title: "Manage FAQs", text: "Questions and answers on the FAQ page.", icon: HelpCircle },
  { to: "/admin/manage-blog", title: "Manage Blog", text: "Write, publish and edit blog posts.", icon: Newspaper },
  { to: "/admin/manage-careers", title: "Manage Careers", text: "Job openings on the Careers page.", icon: Briefcase },
  {
    to: "/admin/school-pricing",
    title: "School Pricing",
    text: "How schools are charged, on the For Schools page.",
    icon: IndianRupee,
  },
  {
    to: "/admin/manage-partner-schools",
    title: "Manage Partner Schools",
    text: "Partner schools and their quotes, on the For Schools page.",
    icon: School,
  },
  {
    to: "/admin/manage-case-studies",
    title: "Manage Case Studies",
    text: "What a school did with us and its result in numbers.",
    icon: ClipboardList,
  },
  {
    to: "/admin/manage-credentials",
    title: "Manage Certifications",
    text: "Certifications and alignments, shown only with their evidence.",
    icon: BadgeCheck,
  },
  {
    to: "/admin/manage-results",
    title: "Manage Results",
    text: "Competitions and levels passed, on course pages and For Schools.",
    icon: Medal,
  },
  {
    to: "/admin/settings",
    title: "Admin Settings",
    text: "Your password and the lead alert e-mails.",
    icon: Settings,
    adminOnly: true,
  },
  {
    to: "/admin/users",
    title: "User Management",
    text: "Accounts, staff invitations and access.",
    icon: Users,
    adminOnly: true,
  },
  {
    to: "/admin/chat-gaps",
    title: "Unanswered Questions",
    text: "What visitors asked Brainy that the site can't answer yet.",
    icon: Bot,
  },
  {
    to: "/admin/brainy-facts",
    title: "Brainy's Fact Cards",
    text: "Brainy's short answers about the site, in English and Hindi.",
    icon: Bot,
  },
  {
    to: "/admin/fun-zone",
    title: "Fun Zone Boards",
    text: "The game leaderboards: hide an entry, change or block a name, clear a board.",
    icon: Trophy,
  },
  {
    to: "/admin/audit-log",
    title: "Audit Log",
    text: "Who changed what in the back office, and when.",
    icon: History,
    adminOnly: true,
  },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  const figures = [
    { label: "Users", value: stats.userCount },
    { label: "Feed posts", value: stats.feedCount },
    { label: "Demo requests", value: stats.demoCount },
    { label: "Unread messages", value: stats.unreadMessages },
  ];
  return (
    <>
      <h1 className="text-3xl font-extrabold">{loaderData.isAdmin ? "Welcome, Admin!" : "Welcome!"}</h1>
      <p className="mt-1 text-lg text-slate-600">Signed in as {loaderData.name}.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles
          .filter((tile) => loaderData.isAdmin || !tile.adminOnly)
          .map((tile) => (
            <li key={tile.to}>
              <Link
                to={tile.to}
                className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
              >
                <tile.icon aria-hidden="true" className="size-9 rounded-xl bg-brand-50 p-1.5 text-brand-700" />
                <span className="mt-3 flex flex-wrap items-center gap-2 text-lg font-bold">
                  {tile.title}
                  {tile.to === "/admin/inbox" ? (
                    <>
                      <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-sm text-white">
                        {loaderData.unreadLeads.toLocaleString("en-IN")} unread
                      </span>
                      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm text-amber-900">
                        {loaderData.followUps.today.toLocaleString("en-IN")} due today
                      </span>
                      {loaderData.followUps.overdue > 0 ? (
                        <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm text-red-800">
                          {loaderData.followUps.overdue.toLocaleString("en-IN")} overdue
                        </span>
                      ) : null}
                    </>
                  ) : null}
                </span>
                <span className="mt-1 text-slate-600">{tile.text}</span>
              </Link>
            </li>
          ))}
      </ul>
      <section aria-labelledby="quick-stats" className="mt-10">
        <h2 id="quick-stats" className="text-2xl font-extrabold">
          Quick Stats
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <dt className="font-semibold text-slate-600">{figure.label}</dt>
              <dd className="font-display text-4xl font-extrabold text-brand-700">
                {figure.value.toLocaleString("en-IN")}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <LeadCharts charts={loaderData.charts} />
      <TrialOutcomesPanel outcomes={loaderData.trials} />
    </>
  );
}
