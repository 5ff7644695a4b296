/**
 * How a school partnership works, step by step: one list, which the For Schools page and the official (school)
 * brochure both draw, so a coordinator reads the same process wherever they meet it. `brief` is the step in the
 * few words the brochure's narrow column has room for; `text` says it in full on the page.
 */
export type PartnershipStep = { title: string; text: string; brief: string };

export const partnershipSteps: readonly PartnershipStep[] = [
  {
    title: "Talk to us",
    text: "Tell us about your school, the grades you have in mind and the skills you want to build.",
    brief: "Call, write or scan the code.",
  },
  {
    title: "Free demo and proposal",
    text: "We run a free demo class for your students and share a proposal tailored to your school.",
    brief: "A demo class, then a proposal.",
  },
  {
    title: "Set-up and training",
    text: "We plan the timetable with you, deliver the kits and train your teachers to support the classes.",
    brief: "Timetable, kits and training.",
  },
  {
    title: "Learn, assess and report",
    text: "Our instructors teach, children are assessed level by level, and you and parents receive progress reports.",
    brief: "Classes, assessments, reports.",
  },
];

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** "How a partnership works, in four steps": the heading both the page and the brochure give the list. */
export const partnershipStepsTitle = `How a partnership works, in ${numberWords[partnershipSteps.length] ?? partnershipSteps.length} steps`;
