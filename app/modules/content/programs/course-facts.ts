/**
 * The facts a family decides a course on (how long, how often, how many children, where and when, the
 * certificate, the fees), as staff keep them on the course's record. The course page's fact box, the FAQ's course
 * questions, Brainy and the course sheet all say them through this module, so no two of them can disagree. A fact
 * staff have not filled in is left out, never guessed.
 */

export type CourseFacts = {
  levels: number | null;
  monthsPerLevel: number | null;
  classMinutes: number | null;
  classesPerWeek: number | null;
  batchSize: number | null;
  onlineTimings: string;
  schoolTimings: string;
  officeTimings: string;
  certificate: string;
  fees: string;
};

export type CourseWithFacts = CourseFacts & { id: string; title: string; ageRange: string };

export const courseModes = [
  { key: "onlineTimings", label: "Online", where: "online" },
  { key: "schoolTimings", label: "In partner schools", where: "in partner schools" },
  { key: "officeTimings", label: "At our office", where: "at our office" },
] as const satisfies readonly { key: keyof CourseFacts; label: string; where: string }[];

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "twice a week", "once a week", "3 times a week". */
function timesAWeek(count: number): string {
  if (count === 1) return "once a week";
  if (count === 2) return "twice a week";
  return `${count} times a week`;
}

/** "8 levels of about 3 months each" / "8 levels" / "" */
export function courseLength(facts: CourseFacts): string {
  if (facts.levels === null)
    return facts.monthsPerLevel === null ? "" : `about ${plural(facts.monthsPerLevel, "month")} a level`;
  const levels = plural(facts.levels, "level");
  if (facts.monthsPerLevel === null) return levels;
  return facts.levels === 1
    ? `1 level of about ${plural(facts.monthsPerLevel, "month")}`
    : `${levels} of about ${plural(facts.monthsPerLevel, "month")} each`;
}

/** "60-minute classes, twice a week" */
export function classPattern(facts: CourseFacts): string {
  const length = facts.classMinutes === null ? "" : `${facts.classMinutes}-minute classes`;
  const often = facts.classesPerWeek === null ? "" : timesAWeek(facts.classesPerWeek);
  if (length && often) return `${length}, ${often}`;
  return length || (often ? `Classes ${often}` : "");
}

export function batchText(facts: CourseFacts): string {
  return facts.batchSize === null ? "" : `Up to ${plural(facts.batchSize, "child", "children")} in a batch`;
}

/** The modes a course is offered in, with their timings: a mode is offered when its timings are written. */
export function courseModeTimings(
  facts: CourseFacts,
): { key: (typeof courseModes)[number]["key"]; label: string; where: string; timings: string }[] {
  return courseModes
    .map((mode) => ({ key: mode.key, label: mode.label, where: mode.where, timings: facts[mode.key].trim() }))
    .filter((mode) => mode.timings !== "");
}

const sentence = (text: string) => {
  const trimmed = text.trim();
  if (!trimmed) return "";
  const first = `${trimmed[0]?.toUpperCase()}${trimmed.slice(1)}`;
  return /[.!?]$/.test(first) ? first : `${first}.`;
};

export type FactRow = { label: string; value: string };

/** The fact box's rows, in the order a parent asks: only the facts that are filled in. */
export function factRows(course: CourseWithFacts): FactRow[] {
  const rows: FactRow[] = [
    { label: "Ages", value: course.ageRange.replace(/^ages\s*/i, "") },
    { label: "Course length", value: sentence(courseLength(course)).replace(/\.$/, "") },
    { label: "Classes", value: classPattern(course) },
    { label: "Batch size", value: batchText(course) },
    ...courseModeTimings(course).map((mode) => ({ label: mode.label, value: mode.timings })),
    { label: "Certificate", value: course.certificate.trim() },
    { label: "Fees", value: course.fees.trim() },
  ];
  return rows.filter((row) => row.value !== "");
}

/**
 * Each fact about one course said in full, with the course's name, for Brainy. `quotable` leaves out the
 * certificate and the fees, which Brainy answers from its cards on them.
 */
export function courseFactSentences(course: CourseWithFacts, { quotable = false } = {}): string[] {
  const { title } = course;
  const length = courseLength(course);
  const pattern = classPattern(course);
  const modes = courseModeTimings(course);
  return [
    length ? `${title} runs in ${length}.` : "",
    pattern ? `${title} has ${pattern.replace(/^Classes /, "classes ")}.` : "",
    course.batchSize === null ? "" : `${title} batches have at most ${plural(course.batchSize, "child", "children")}.`,
    modes.length > 0 ? `${title} is taught ${listWords(modes.map((mode) => mode.where))}.` : "",
    ...modes.map((mode) => `${title} ${mode.where}: ${sentence(mode.timings)}`),
    ...(quotable ? [] : longFacts(course)),
  ].filter(Boolean);
}

function longFacts(course: CourseWithFacts): string[] {
  const { title } = course;
  return [
    course.certificate.trim() ? `${title} certificate: ${sentence(course.certificate)}` : "",
    course.fees.trim() ? `${title} fees: ${sentence(course.fees)}` : "",
  ];
}

/** "online, in partner schools and at our office" */
function listWords(words: string[]): string {
  return words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/**
 * The FAQ's questions about every course at once, answered course by course from the same facts; a question is
 * left out when no course has its fact. `key` names the answer for Brainy's cards (`{course_<key>}`).
 */
export const courseQuestions = [
  {
    key: "length",
    question: "How long does each course take?",
    answer: (course: CourseWithFacts) => sentence(courseLength(course)),
  },
  {
    key: "classes",
    question: "How long is a class, and how many classes are there a week?",
    answer: (course: CourseWithFacts) => sentence(classPattern(course)),
  },
  {
    key: "batch",
    question: "How many children are in a batch?",
    answer: (course: CourseWithFacts) => sentence(batchText(course)),
  },
  {
    key: "timings",
    question: "Are classes online, in schools or at your office, and at what times?",
    answer: (course: CourseWithFacts) =>
      courseModeTimings(course)
        .map((mode) => `${mode.label}: ${sentence(mode.timings)}`)
        .join(" "),
  },
  {
    key: "certificate",
    question: "What certificate does my child get?",
    answer: (course: CourseWithFacts) => sentence(course.certificate),
  },
  {
    key: "fees",
    question: "How do the fees work?",
    answer: (course: CourseWithFacts) => sentence(course.fees),
  },
] as const;

export type CourseQuestionKey = (typeof courseQuestions)[number]["key"];

export type CourseFaq = {
  key: CourseQuestionKey;
  question: string;
  /** One answer per course that has the fact. */
  answers: { course: string; courseId: string; text: string }[];
};

export function courseFaqs(courses: readonly CourseWithFacts[]): CourseFaq[] {
  return courseQuestions
    .map((question) => ({
      key: question.key,
      question: question.question,
      answers: courses
        .map((course) => ({ course: course.title, courseId: course.id, text: question.answer(course) }))
        .filter((answer) => answer.text !== ""),
    }))
    .filter((faq) => faq.answers.length > 0);
}

/** A course question's answer as one paragraph: "Abacus: 8 levels… Coding: 6 levels…". */
export function courseFaqText(faq: CourseFaq): string {
  return faq.answers.map((answer) => `${answer.course}: ${answer.text}`).join(" ");
}
