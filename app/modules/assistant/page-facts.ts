import {
  addressLine,
  officeHoursSentence,
  phoneLabels,
  type CompanyDetails,
} from "#app/modules/site/company-details.ts";

/** A fixed fact about the company that lives on a page rather than in editable content. */
export type PageFact = {
  title: string;
  /** The answer itself, in plain sentences. */
  body: string;
  /** Extra words people use when asking about it; searched, never shown. */
  keywords: string;
  url: string;
  linkLabel: string;
};

export type CompanyStat = { value: string; label: string };

function listSentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The facts Brainy can answer from, built from the same sources the pages show. */
export function pageFacts(stats: readonly CompanyStat[], details: CompanyDetails): PageFact[] {
  const { phones, emails } = details;
  const facts: PageFact[] = [
    {
      title: "Contact SkillSprouts",
      body: `You can call us on ${phones.general} (${phoneLabels.general.toLowerCase()}) or ${phones.schools} (${phoneLabels.schools.toLowerCase()}), e-mail ${emails.general} (or ${emails.partners} for schools), or send us a message through our contact form.`,
      keywords: "contact phone number call email mail reach enquiry message talk team whatsapp",
      url: "/contact",
      linkLabel: "Open the contact page",
    },
    {
      title: "Our office address",
      body: `Our office is in ${addressLine(details)}. You can find it on the map on our contact page.`,
      keywords: "office address location where visit map directions located branch centre near",
      url: "/contact",
      linkLabel: "See the map on our contact page",
    },
    {
      title: "Office hours",
      body: officeHoursSentence(details),
      keywords: "office hours opening timings time open close closed when days weekend",
      url: "/contact",
      linkLabel: "See all contact details",
    },
    {
      title: "Book a free demo or trial class",
      body: "Schools can book a free offline demo, and families can ask for a free trial class: fill in the short form on our Book an Offline Demo page and our team will contact you within 2 business days to arrange it.",
      keywords: "demo book booking trial free class session visit see try sample",
      url: "/book-offline-demo",
      linkLabel: "Book an Offline Demo",
    },
    {
      title: "Enrolling your child",
      body: "To enrol your child, send us a message through the contact form (the Enroll Now buttons on our course pages fill it in for you), or book a free demo or trial class. Our team will suggest the right program and level.",
      keywords: "enrol enroll enrolment enrollment admission admissions register registration join sign up apply",
      url: "/contact",
      linkLabel: "Send us a message",
    },
    {
      title: "Fun Zone games",
      body: "The Fun Zone has five quiz games: Math Mayhem, Grammar Guru, Word Wizard, Abacus Adventure and Code Commanders. Each has levels with a timer, and a global top-10 leaderboard to climb. Anyone can play them right here on our website.",
      keywords: "fun zone game games quiz play leaderboard score levels puzzle",
      url: "/fun-zone",
      linkLabel: "Play in the Fun Zone",
    },
    {
      title: "Story Time",
      body: "Story Time is an interactive story for children: help Pip the fox cub find the way home through the Whispering Woods by choosing what happens next.",
      keywords: "story stories tale read reading interactive pip fox woods",
      url: "/story-time",
      linkLabel: "Start Story Time",
    },
    {
      title: "SkillSprouts for schools",
      body: "Schools can partner with SkillSprouts to run Abacus, Vedic Maths, Communicative English and Coding for children aged 4 to 14: an integrated curriculum, trained and certified instructors (or training for your own teachers), kits and materials, regular assessments and progress reports, all planned around your timetable.",
      keywords: "school schools partner partnership principal institution teachers training kits timetable proposal",
      url: "/for-schools",
      linkLabel: "See how we partner with schools",
    },
    {
      title: "Careers at SkillSprouts",
      body: `We hire abacus trainers, Vedic Maths instructors, curriculum writers and partnership staff. See the current openings and apply with your CV on our Careers page, or e-mail ${emails.careers}.`,
      keywords: "career careers job jobs vacancy vacancies hiring work apply application cv resume openings teacher",
      url: "/careers",
      linkLabel: "See current openings",
    },
    {
      title: "Fees",
      body: "We don't list fees on the website: our team shares them on request, for the program and level that suit your child or school. Send us a message or book a free demo and we'll help.",
      keywords: "fee fees price prices pricing cost costs charge charges pay payment",
      url: "/contact",
      linkLabel: "Ask our team about fees",
    },
    {
      title: "Where classes happen",
      body: "Our programs are taught in partner schools across India and online, for children aged 4 to 14. Tell us where you are and we'll suggest the right option for your child.",
      keywords: "online virtual home classes batch batches where near school centre mode",
      url: "/contact",
      linkLabel: "Ask us about classes near you",
    },
    {
      title: "Brochures",
      body: "You can view and print two brochures: the Official Brochure for school partners and the Student Brochure for students and parents.",
      keywords: "brochure brochures pdf download print prospectus leaflet",
      url: "/brochures",
      linkLabel: "Open the brochures",
    },
    {
      title: "Our blog",
      body: "Our blog has articles for parents and teachers about Abacus, Vedic Maths, Communicative English and Coding, written by our trainers.",
      keywords: "blog article articles read tips news posts",
      url: "/blog",
      linkLabel: "Read our blog",
    },
    {
      title: "Feeds from our schools",
      body: "Feeds shows photos and videos shared by our partner schools: projects, performances and proud moments from our classes.",
      keywords: "feeds photos pictures videos gallery events schools students",
      url: "/feeds",
      linkLabel: "See the feeds",
    },
  ];
  if (stats.length > 0) {
    facts.push({
      title: "SkillSprouts in numbers",
      body: `SkillSprouts in numbers: ${listSentence(stats.map((stat) => `${stat.value} ${stat.label.toLowerCase()}`))}.`,
      keywords: "numbers figures count total statistics experience schools students teachers years trusted about",
      url: "/about-us",
      linkLabel: "Read about us",
    });
  }
  return facts;
}
