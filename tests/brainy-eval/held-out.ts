/*
 * Held-out evaluation set for Brainy.
 *
 * Written before tuning, from the site's public content only (db/seed/content.ts, db/seed/company.ts,
 * db/seed/course-facts.ts, the page routes: program pages, FAQ, contact, trial class, for schools, about) and the
 * research notes on how parents phrase questions, by someone who had not seen how Brainy works. FROZEN: it is never used to change the lexicon, keywords or fact cards. A question may be
 * corrected only when the site's content changes, and the change says so.
 *
 * The site lists no fees (they are told per batch, usually at the free trial class), so fee questions check for the
 * trial class or the team's contacts, never a number. Families book a free trial at /trial-class; schools book an
 * offline demo at /book-offline-demo.
 */
import type { EvalQuestion } from "./questions.ts";

const trial = ["/trial-class", "trial class", "ट्रायल", "ट्रायल क्लास", "मोफत वर्ग", "मुफ्त क्लास"];
const schoolDemo = ["/book-offline-demo", "offline demo", "ऑफलाइन डेमो"];
const contactTeam = [
  "4000 1234",
  "40001234",
  "4000-1234",
  "hello@skillsprouts.in",
  "/contact",
  "/trial-class",
  "trial class",
  "ट्रायल",
];
const phoneGeneral = ["4000 1234", "40001234", "4000-1234", "४००० १२३४"];
const phoneSchools = ["4000 5678", "40005678", "4000-5678", "४००० ५६७८"];
const emailGeneral = ["hello@skillsprouts.in"];
const emailPartners = ["partners@skillsprouts.in"];
const miraRoad = ["Mira Road", "मीरा रोड", "मिरा रोड", "मीरा रोड़"];
const online = ["online", "ऑनलाइन", "ऑनलाईन"];
const saturdayHours = ["10:00", "10 AM", "10am", "10 a.m.", "सुबह 10", "सकाळी 10", "10 बजे", "10 वाजता", "१०"];
const weekdayOpens = ["9:00", "9 AM", "9am", "9 a.m.", "सुबह 9", "सकाळी 9", "9 बजे", "9 वाजता", "९"];
const sundayClosed = ["closed", "बंद"];
const certificate = ["certificate", "certification", "सर्टिफिकेट", "प्रमाणपत्र", "प्रमाणपत्रे"];
const threeMonths = ["three months", "3 months", "तीन महीने", "3 महीने", "३ महीने", "तीन महिन", "3 महिन", "३ महिन"];
const assistant = ["assistant", "virtual", "chatbot", "not a human", "सहायक", "असिस्टेंट", "सहाय्यक", "चॅटबॉट", "चैटबॉट"];

/** "N years" in English, Hindi and Marathi, with Latin and Devanagari digits. */
function age(n: number, dev: string): string[] {
  return [
    `${n}–14`,
    `${n}-14`,
    `${n} to 14`,
    `from ${n}`,
    `around ${n}`,
    `about ${n}`,
    `age ${n}`,
    `aged ${n}`,
    `${n} years`,
    `${n} साल`,
    `${dev} साल`,
    `${n} वर्ष`,
    `${dev} वर्ष`,
    `${dev}–१४`,
    `${dev}-१४`,
    `${n} ते 14`,
    `${dev} ते १४`,
    `${n} से 14`,
    `${dev} से १४`,
  ];
}
const ages = { english: age(4, "४"), abacus: age(5, "५"), coding: age(7, "७"), vedicMaths: age(8, "८") };
const codingWord = ["coding", "कोडिंग"];
const batchAbacus = [
  "12 children",
  "12 students",
  "12 kids",
  "up to 12",
  "12 बच्चे",
  "१२",
  "12 मुले",
  "12 विद्यार्थी",
  "batch of 12",
];
const batchEnglish = ["10 children", "10 students", "up to 10", "10 बच्चे", "१० बच्चे", "10 मुले", "१० मुले", "batch of 10"];
const minutes45 = ["45 minutes", "45-minute", "45 मिनट", "४५ मिनट", "45 मिनिटे", "४५ मिनिटे"];
const minutes90 = [
  "90 minutes",
  "90-minute",
  "1.5 hours",
  "one and a half hours",
  "90 मिनट",
  "९० मिनट",
  "डेढ़ घंटा",
  "दीड तास",
  "90 मिनिटे",
  "९० मिनिटे",
];
const levelsAbacus = [
  "8 levels",
  "eight levels",
  "8 लेवल",
  "८ लेवल",
  "आठ लेवल",
  "8 स्तर",
  "८ स्तर",
  "8 पातळ्या",
  "आठ लेव्हल",
  "8 लेव्हल",
];
const twiceAWeek = [
  "twice a week",
  "two classes a week",
  "2 classes a week",
  "हफ्ते में दो",
  "सप्ताह में दो",
  "आठवड्यातून दोन",
  "आठवड्यात दोन",
  "2 classes per week",
];
const abacusTimings = [
  "Tuesday",
  "Thursday",
  "Saturday",
  "Sunday",
  "5–6",
  "5-6",
  "मंगलवार",
  "गुरुवार",
  "शनिवार",
  "रविवार",
  "मंगळवार",
];
const thaneOrVasai = ["Thane", "Vasai", "ठाणे", "वसई"];

export const heldOutQuestions: readonly EvalQuestion[] = [
  // English: plain language, parents and school staff.
  { id: "ho-en-01", group: "english", question: "what is the class timing for abacus online?", facts: [abacusTimings] },
  {
    id: "ho-en-02",
    group: "english",
    question: "do you have classes in Thane?",
    facts: [[...online, ...miraRoad, ...thaneOrVasai]],
  },
  {
    id: "ho-en-03",
    group: "english",
    question: "how many days to see improvement with abacus?",
    facts: [threeMonths],
  },
  { id: "ho-en-04", group: "english", question: "are you AI or a human?", facts: [assistant] },
  {
    id: "ho-en-05",
    group: "english",
    question: "will my child get a certificate after the coding course?",
    facts: [certificate],
  },
  { id: "ho-en-06", group: "english", question: "how many kids in one abacus batch?", facts: [batchAbacus] },
  { id: "ho-en-07", group: "english", question: "Are classes online or offline?", facts: [online] },
  {
    id: "ho-en-08",
    group: "english",
    question: "what are the fees for communicative english?",
    facts: [contactTeam],
    not: ["₹", "Rs.", "INR"],
  },
  {
    id: "ho-en-09",
    group: "english",
    question: "how long is each coding class?",
    facts: [minutes90],
  },
  {
    id: "ho-en-10",
    group: "english",
    question: "I'm the principal of a school in Vasai. How do we book a demo for our students?",
    facts: [schoolDemo],
    not: ["/trial-class"],
  },
  {
    id: "ho-en-11",
    group: "english",
    question: "phone number for school partnership enquiries?",
    facts: [[...phoneSchools, ...emailPartners]],
  },
  {
    id: "ho-en-12",
    group: "english",
    question: "can my 6 year old try a class for free first?",
    facts: [trial],
    not: ["/book-offline-demo"],
  },
  { id: "ho-en-13", group: "english", question: "how many levels are there in abacus?", facts: [levelsAbacus] },
  { id: "ho-en-14", group: "english", question: "is the office open on saturday?", facts: [saturdayHours] },
  {
    id: "ho-en-15",
    group: "english",
    question: "my daughter is 5, is she too young for vedic maths?",
    facts: [ages.vedicMaths],
  },
  { id: "ho-en-16", group: "english", question: "how many classes a week for abacus?", facts: [twiceAWeek] },

  // Hinglish: Latin-letter Hindi, as typed on phones, typos included.
  { id: "ho-hl-01", group: "hinglish", question: "aur certificate milta hai?", facts: [certificate] },
  {
    id: "ho-hl-02",
    group: "hinglish",
    question: "beti 6 saal ki hai konsa course",
    facts: [[...ages.abacus, ...ages.english]],
  },
  { id: "ho-hl-03", group: "hinglish", question: "online hai kya", facts: [online] },
  { id: "ho-hl-04", group: "hinglish", question: "apka ofice kaha hai", facts: [miraRoad] },
  {
    id: "ho-hl-05",
    group: "hinglish",
    question: "fees kitna hai abacus ka per mahina",
    facts: [contactTeam],
    not: ["₹", "Rs.", "INR"],
  },
  {
    id: "ho-hl-06",
    group: "hinglish",
    question: "free trial class milegi kya mere bete ke liye",
    facts: [trial],
    not: ["/book-offline-demo"],
  },
  { id: "ho-hl-07", group: "hinglish", question: "ek batch me kitne bacche hote h abacus me", facts: [batchAbacus] },
  { id: "ho-hl-08", group: "hinglish", question: "coding ki class kitne time ki hoti hai", facts: [minutes90] },
  { id: "ho-hl-09", group: "hinglish", question: "sunday ko ofis khula hai?", facts: [sundayClosed] },
  { id: "ho-hl-10", group: "hinglish", question: "contact number do plz", facts: [[...phoneGeneral, ...emailGeneral]] },
  {
    id: "ho-hl-11",
    group: "hinglish",
    question: "bachha 7 sal ka hai coding sikh sakta hai kya",
    facts: [ages.coding, codingWord],
  },
  { id: "ho-hl-12", group: "hinglish", question: "abacus se kitne din me fark dikhega", facts: [threeMonths] },
  { id: "ho-hl-13", group: "hinglish", question: "english class kitni der ki hoti hai", facts: [minutes45] },
  {
    id: "ho-hl-14",
    group: "hinglish",
    question: "hamare school me demo chahiye, kaise book kare",
    facts: [schoolDemo],
    not: ["/trial-class"],
  },

  // Hindi in Devanagari: the reply must be in Devanagari.
  { id: "ho-hi-01", group: "hindi", hindi: true, question: "अबेकस किस उम्र से शुरू कर सकते हैं?", facts: [ages.abacus] },
  { id: "ho-hi-02", group: "hindi", hindi: true, question: "क्या सर्टिफिकेट मिलता है?", facts: [certificate] },
  { id: "ho-hi-03", group: "hindi", hindi: true, question: "ऑफिस का समय क्या है?", facts: [weekdayOpens] },
  {
    id: "ho-hi-04",
    group: "hindi",
    hindi: true,
    question: "मेरी बेटी 4 साल की है, कौन सा कोर्स कर सकती है?",
    facts: [[...ages.english, "इंग्लिश", "अंग्रेज़ी", "अंग्रेजी", "English"]],
  },
  {
    id: "ho-hi-05",
    group: "hindi",
    hindi: true,
    question: "फीस कितनी है?",
    facts: [contactTeam],
    not: ["₹", "Rs.", "रुपये"],
  },
  { id: "ho-hi-06", group: "hindi", hindi: true, question: "क्या क्लास ऑनलाइन होती है?", facts: [online] },
  {
    id: "ho-hi-07",
    group: "hindi",
    hindi: true,
    question: "मेरे बेटे के लिए फ्री ट्रायल क्लास कैसे बुक करें?",
    facts: [trial],
    not: ["/book-offline-demo"],
  },
  { id: "ho-hi-08", group: "hindi", hindi: true, question: "कोडिंग किस उम्र के बच्चों के लिए है?", facts: [ages.coding] },
  { id: "ho-hi-09", group: "hindi", hindi: true, question: "एक बैच में कितने बच्चे होते हैं इंग्लिश में?", facts: [batchEnglish] },
  {
    id: "ho-hi-10",
    group: "hindi",
    hindi: true,
    question: "वैदिक गणित कितने साल के बच्चे सीख सकते हैं?",
    facts: [ages.vedicMaths],
  },

  // Marathi in Devanagari: the reply must contain Devanagari.
  { id: "ho-mr-01", group: "marathi", marathi: true, question: "तुमचे ऑफिस कुठे आहे?", facts: [miraRoad] },
  {
    id: "ho-mr-02",
    group: "marathi",
    marathi: true,
    question: "माझ्या मुलाला अबॅकस शिकवायचे आहे, वय ६ वर्षे. चालेल का?",
    facts: [ages.abacus],
  },
  { id: "ho-mr-03", group: "marathi", marathi: true, question: "प्रमाणपत्र मिळते का?", facts: [certificate] },
  {
    id: "ho-mr-04",
    group: "marathi",
    marathi: true,
    question: "फी किती आहे?",
    facts: [contactTeam],
    not: ["₹", "Rs.", "रुपये"],
  },
  { id: "ho-mr-05", group: "marathi", marathi: true, question: "वर्ग ऑनलाइन आहेत का?", facts: [online] },
  {
    id: "ho-mr-06",
    group: "marathi",
    marathi: true,
    question: "मुलीसाठी मोफत ट्रायल क्लास मिळेल का?",
    facts: [trial],
    not: ["/book-offline-demo"],
  },
  { id: "ho-mr-07", group: "marathi", marathi: true, question: "ऑफिस रविवारी उघडे असते का?", facts: [sundayClosed] },
  { id: "ho-mr-08", group: "marathi", marathi: true, question: "कोडिंग कोणत्या वयापासून आहे?", facts: [ages.coding] },
  {
    id: "ho-mr-09",
    group: "marathi",
    marathi: true,
    question: "एका बॅचमध्ये किती मुले असतात? अबॅकससाठी",
    facts: [batchAbacus],
  },
  {
    id: "ho-mr-10",
    group: "marathi",
    marathi: true,
    question: "अबॅकस मध्ये किती दिवसांत फरक दिसतो?",
    facts: [threeMonths],
  },
  {
    id: "ho-mr-11",
    group: "marathi",
    marathi: true,
    question: "आमच्या शाळेत डेमो हवा आहे, काय करायचे?",
    facts: [schoolDemo],
    not: ["/trial-class"],
  },
  {
    id: "ho-mr-12",
    group: "marathi",
    marathi: true,
    question: "तुमचा फोन नंबर काय आहे?",
    facts: [[...phoneGeneral, ...emailGeneral]],
  },

  // Marathi in Latin letters.
  { id: "ho-mr-13", group: "marathi", question: "tumcha office kuthe aahe?", facts: [miraRoad] },
  { id: "ho-mr-14", group: "marathi", question: "majhya mulala abacus shikavaycha aahe, vay 6", facts: [ages.abacus] },
  { id: "ho-mr-15", group: "marathi", question: "certificate milta ka?", facts: [certificate] },
  { id: "ho-mr-16", group: "marathi", question: "classes online aahet ka", facts: [online] },
  {
    id: "ho-mr-17",
    group: "marathi",
    question: "fee kiti aahe coding chi?",
    facts: [contactTeam],
    not: ["₹", "Rs.", "INR"],
  },
  { id: "ho-mr-18", group: "marathi", question: "shanivari office chalu asta ka?", facts: [saturdayHours] },
  {
    id: "ho-mr-19",
    group: "marathi",
    question: "majhi mulgi 4 varshanchi aahe, english class aahe ka?",
    facts: [ages.english],
  },
  {
    id: "ho-mr-20",
    group: "marathi",
    question: "trial class free aahe ka mulasathi?",
    facts: [trial],
    not: ["/book-offline-demo"],
  },

  // Off-topic: a friendly steer back, not an answer.
  {
    id: "ho-ot-01",
    group: "off-topic",
    offTopic: true,
    question: "solve my son's homework: 48 divided by 6?",
    facts: [],
  },
  { id: "ho-ot-02", group: "off-topic", offTopic: true, question: "aaj Mumbai me barish hogi kya?", facts: [] },
  { id: "ho-ot-03", group: "off-topic", offTopic: true, question: "who won the cricket match yesterday?", facts: [] },
  { id: "ho-ot-04", group: "off-topic", offTopic: true, question: "माझ्या मुलीचा निबंध लिहून द्या: माझी शाळा", facts: [] },
];
