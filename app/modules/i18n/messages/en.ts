/**
 * The interface's English: the source every other language translates, key for key (`messages.test.ts` fails on a
 * key missing elsewhere). Content that staff edit (programs, sections, FAQs) is not here: it is stored with its
 * translations beside it. Names and terms follow docs/glossary.md.
 */
export const en = {
  shell: {
    skipToContent: "Skip to content",
    homeLink: "SkillSprouts home",
    mainNavigation: "Main",
    mobileNavigation: "Mobile",
    more: "More",
    menu: "Menu",
    dashboard: "Dashboard",
    schoolsDemo: "For Schools: Demo",
    schoolsBookDemo: "For Schools: Book a Demo",
    bookTrial: "Book a Free Trial",
    bookTrialClass: "Book a Free Trial Class",
  },
  nav: {
    home: "Home",
    courses: "Our Courses",
    about: "About Us",
    funZone: "Fun Zone",
    feeds: "Feeds",
    contact: "Contact",
    storyTime: "Story Time",
    methodology: "Our Methodology",
    forSchools: "For Schools",
    blog: "Blog",
    faq: "FAQ",
    brochures: "Brochures",
    careers: "Careers",
    offlineDemo: "Book Offline Demo",
    freeTrial: "Free Trial Class",
    adminPanel: "Admin Panel",
  },
  footer: {
    aboutHeading: "About SkillSprouts",
    about: "{{tagline}} Abacus, Vedic Maths, Communicative English and Coding for schools and families.",
    tagline: "Skills that grow with every child.",
    quickLinks: "Quick Links",
    programs: "Our Programs",
    followUs: "Follow us",
    opensInNewTab: "(opens in a new tab)",
    logIn: "Log in",
    signUp: "Sign up",
    logOut: "Log out",
    newsletter: "Newsletter",
    newsletterPitch: "Learning tips, new courses and Fun Zone challenges, about once a month.",
    rights: "© {{year}} SkillSprouts. All rights reserved.",
    privacyNotice: "Privacy notice",
    noTrackers: "No trackers, no adverts.",
  },
  newsletter: {
    emailLabel: "Your e-mail address",
    subscribe: "Subscribe",
    useOfAddress: "We use your address only to send the newsletter.",
  },
  privacy: {
    howWeLookAfterData: "How we look after your data",
  },
  language: {
    switcherLabel: "Language",
    current: "{{language}} (this page)",
    suggestion: "This page is also in {{language}}.",
    suggestionLink: "Read it in {{language}}",
    dismiss: "No thanks",
  },
};

/** The shape every language fills: the same keys, each a string. */
export type Messages = { [Group in keyof typeof en]: { [Key in keyof (typeof en)[Group]]: string } };
