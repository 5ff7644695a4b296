/**
 * How parents write to Brainy, mapped onto the words the site uses. Parents in India type chat spellings ("ur",
 * "yr", "pls"), Hindi in Latin letters ("fees kitni hai") and Hindi in Devanagari ("आपका ऑफिस कहाँ है?"). Each
 * entry maps one written word to one or more English words that the search and the topic groups know. Words
 * that only hold a sentence together ("hai", "का") are listed apart, so they never count as an unknown topic.
 */

/** Chat spellings and short forms, to the word meant. */
export const chatSpellings: Record<string, string> = {
  u: "you",
  ur: "your",
  urs: "yours",
  r: "are",
  y: "why",
  yr: "year",
  yrs: "years",
  yo: "year",
  pls: "please",
  plz: "please",
  plss: "please",
  wat: "what",
  wht: "what",
  whats: "what",
  wats: "what",
  hw: "how",
  shud: "should",
  shd: "should",
  whr: "where",
  wer: "where",
  wen: "when",
  practis: "practice",
  prctice: "practice",
  n: "and",
  nd: "and",
  diff: "difference",
  dif: "difference",
  abt: "about",
  cn: "can",
  cud: "could",
  hv: "have",
  wich: "which",
  whch: "which",
  frm: "from",
  wid: "with",
  dat: "that",
  dis: "this",
  thx: "thanks",
  thnx: "thanks",
  tnx: "thanks",
  ty: "thanks",
  tym: "time",
  hrs: "hours",
  hr: "hour",
  mob: "mobile",
  num: "number",
  addr: "address",
  msg: "message",
  eng: "english",
  prog: "program",
  progs: "programs",
  sch: "school",
  skool: "school",
  teachr: "teacher",
  kiddo: "kid",
  bday: "birthday",
  gud: "good",
  ny: "any",
  bcoz: "because",
  coz: "because",
  becoz: "because",
  mnth: "month",
  mnths: "months",
  wk: "week",
  wks: "weeks",
  info: "information",
  whatsap: "whatsapp",
  watsapp: "whatsapp",
  whatapp: "whatsapp",
  wa: "whatsapp",
  mathz: "maths",
  vedik: "vedic",
  abacas: "abacus",
  abcus: "abacus",
  abakus: "abacus",
  certi: "certificate",
  certy: "certificate",
  sat: "saturday",
  sun: "sunday",
  mon: "monday",
  fri: "friday",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tdy: "today",
  giv: "give",
  trail: "trial",
  trails: "trial",
  triel: "trial",
  dauter: "daughter",
  doughter: "daughter",
  dauther: "daughter",
  dotter: "daughter",
  dautar: "daughter",
  hav: "have",
  der: "there",
  ther: "there",
  dere: "there",
  thr: "there",
  b: "be",
  c: "see",
  k: "ok",
  im: "i am",
  m: "am",
  aftr: "after",
  befor: "before",
  ph: "phone",
  fone: "phone",
};

/**
 * Hindi written in Latin letters (Hinglish), to English. Spellings vary ("kitni", "kitna", "kitne"), so each
 * common spelling is listed; typos beyond these are left to the search's fuzzy matching.
 */
export const hinglishWords: Record<string, string> = {
  umar: "age",
  umr: "age",
  umra: "age",
  umer: "age",
  aayu: "age",
  ayu: "age",
  kitni: "how much",
  kitna: "how much",
  kitne: "how many",
  kahan: "where",
  kaha: "where",
  kahaan: "where",
  kidhar: "where",
  kab: "when",
  kaise: "how",
  kese: "how",
  kaisa: "how",
  kyun: "why",
  kyu: "why",
  kaunsa: "which",
  kaunsi: "which",
  kaunse: "which",
  konsa: "which",
  konsi: "which",
  konse: "which",
  kon: "who",
  kaun: "who",
  sikhate: "teach",
  sikhaate: "teach",
  sikhata: "teach",
  sikhana: "teach",
  sikhaoge: "teach",
  sikhna: "learn",
  seekhna: "learn",
  sikhne: "learn",
  seekhne: "learn",
  sikh: "learn",
  seekh: "learn",
  padhate: "teach",
  padhai: "study",
  insaan: "human",
  insan: "human",
  padhna: "read",
  bolne: "speak",
  bolna: "speak",
  bolta: "speaks",
  bolti: "speaks",
  bol: "speak",
  madad: "help",
  shuru: "start",
  suru: "start",
  chalu: "start",
  saal: "years",
  sal: "years",
  varsh: "years",
  baras: "years",
  beta: "son",
  bete: "son",
  beti: "daughter",
  bitiya: "daughter",
  bachcha: "child",
  bachche: "children",
  bacche: "children",
  baccha: "child",
  bachha: "child",
  bachhe: "children",
  bachon: "children",
  bacchon: "children",
  bachchon: "children",
  ladka: "son",
  ladki: "daughter",
  daftar: "office",
  samay: "timings",
  khula: "open",
  khulta: "open",
  khulte: "open",
  khuli: "open",
  band: "closed",
  ravivar: "sunday",
  itwar: "sunday",
  shanivar: "saturday",
  fark: "difference",
  farak: "difference",
  antar: "difference",
  angrezi: "english",
  angreji: "english",
  ganit: "maths",
  chahiye: "want",
  chaiye: "want",
  milta: "available",
  milti: "available",
  milega: "available",
  milegi: "available",
  milte: "available",
  muft: "free",
  mufat: "free",
  naukri: "job",
  naukari: "job",
  ghar: "home",
  pramanpatra: "certificate",
  praman: "certificate",
  hafta: "week",
  hafte: "week",
  mahina: "month",
  mahine: "months",
  mahino: "months",
  din: "days",
  pata: "address",
  sampark: "contact",
  baat: "talk",
  shulk: "fees",
  kharcha: "cost",
  kharch: "cost",
  paise: "fees",
  paisa: "fees",
  shikshak: "teacher",
  adhyapak: "teacher",
  prashikshit: "trained",
  dhyan: "concentration",
  dhyaan: "concentration",
  ekagrata: "concentration",
  yaad: "memory",
  yaaddasht: "memory",
  aatmavishwas: "confidence",
  atmavishwas: "confidence",
  sharmila: "shy",
  sharmili: "shy",
  sharmata: "shy",
  sharmati: "shy",
  sharm: "shy",
  darta: "afraid",
  darti: "afraid",
  dar: "fear",
  khel: "games",
  khelna: "play",
  kahani: "story",
  kahaniyan: "stories",
  nazdeek: "near",
  najdik: "near",
  paas: "near",
  dakhila: "admission",
  pravesh: "admission",
  jaldi: "soon",
  baje: "timings",
  dimaag: "brain",
  dimag: "brain",
  syllabus: "curriculum",
  lagta: "takes",
  lagega: "takes",
  lagenge: "takes",
  samajh: "understand",
  tez: "fast",
  achha: "good",
  accha: "good",
  acha: "good",
  behtar: "better",
  sahi: "right",
  vidyalay: "school",
  vidyalaya: "school",
  sheher: "city",
  shahar: "city",
  kaam: "work",
};

/** Hindi (Latin letters) that holds a sentence together and names no topic. */
export const hinglishFillers = new Set(
  (
    "hai hain ho h he hu hun hoon kya kia ka ki ke ko se me mein mai main mujhe muje par pe aur ya bhi to toh " +
    "hi jo ye yeh wo woh vo is us un unka unki uske iska iski iske inka ap aap apka apki apke aapka aapki aapke " +
    "apna apni apne mera meri mere mero hum ham hamara hamari hamare humara humari humare tum tumhara ji haan han " +
    "nahi nahin na kar kare karen karein karna karni karte karti karta karo sakte sakta sakti sake hoga hogi " +
    "hoge hota hoti hote tha thi the liye lie liya wala wali wale vala vali vale koi kuch sab bahut bohot " +
    "kripya batao bataye bataiye btao bata bataen bataiyega jaankari jankari hota raha rahi rahe gaya gayi " +
    "gaye jaye jaaye jata jati jate aa aaye aana aao ek dono abhi agar lekin magar kyunki wahan yahan waha yaha hisab hisaab " +
    "tak rehta rehti rehte raha de do dena dijiye chalega baare bare liye iske uske usme isme baad pehle " +
    "saath sath mil milna sakta sakti sakte karwa karwana karaye karayein wale waale hone dete deti deta khatam"
  ).split(" "),
);

/** Hindi in Devanagari, to English. */
export const devanagariWords: Record<string, string> = {
  उम्र: "age",
  उमर: "age",
  आयु: "age",
  फीस: "fees",
  फ़ीस: "fees",
  शुल्क: "fees",
  खर्च: "cost",
  खर्चा: "cost",
  कीमत: "price",
  ऑफिस: "office",
  ऑफ़िस: "office",
  आफिस: "office",
  दफ्तर: "office",
  दफ़्तर: "office",
  कार्यालय: "office",
  कहाँ: "where",
  कहां: "where",
  किधर: "where",
  कब: "when",
  कैसे: "how",
  कितनी: "how much",
  कितना: "how much",
  कितने: "how many",
  कौन: "which",
  कौनसा: "which",
  कौनसी: "which",
  कौनसे: "which",
  क्यों: "why",
  फ्री: "free",
  फ़्री: "free",
  मुफ्त: "free",
  मुफ़्त: "free",
  निःशुल्क: "free",
  "नि:शुल्क": "free",
  डेमो: "demo",
  ट्रायल: "trial",
  क्लास: "class",
  क्लासेस: "classes",
  कक्षा: "class",
  कक्षाएं: "classes",
  कक्षाएँ: "classes",
  कोर्स: "course",
  पाठ्यक्रम: "course",
  अबेकस: "abacus",
  एबेकस: "abacus",
  अबाकस: "abacus",
  अबैकस: "abacus",
  वैदिक: "vedic",
  गणित: "maths",
  मैथ्स: "maths",
  मैथ: "maths",
  अंग्रेजी: "english",
  अंग्रेज़ी: "english",
  इंग्लिश: "english",
  बोलना: "speak",
  बोलने: "speak",
  बोलता: "speaks",
  बोलती: "speaks",
  कोडिंग: "coding",
  प्रोग्रामिंग: "programming",
  कंप्यूटर: "computer",
  बच्चा: "child",
  बच्चे: "children",
  बच्ची: "daughter",
  बच्चों: "children",
  बेटा: "son",
  बेटे: "son",
  बेटी: "daughter",
  साल: "years",
  वर्ष: "years",
  बरस: "years",
  शुरू: "start",
  आरंभ: "start",
  समय: "timings",
  टाइमिंग: "timings",
  खुला: "open",
  खुलता: "open",
  खुलते: "open",
  बंद: "closed",
  रविवार: "sunday",
  शनिवार: "saturday",
  फोन: "phone",
  फ़ोन: "phone",
  मोबाइल: "mobile",
  नंबर: "number",
  ईमेल: "email",
  "ई-मेल": "email",
  पता: "address",
  सर्टिफिकेट: "certificate",
  प्रमाणपत्र: "certificate",
  प्रमाण: "certificate",
  ऑनलाइन: "online",
  स्कूल: "school",
  स्कूलों: "schools",
  विद्यालय: "school",
  नौकरी: "job",
  भर्ती: "hiring",
  शिक्षक: "teacher",
  टीचर: "teacher",
  अध्यापक: "teacher",
  प्रशिक्षित: "trained",
  फर्क: "difference",
  फ़र्क: "difference",
  अंतर: "difference",
  सिखाते: "teach",
  सिखाना: "teach",
  सिखाएंगे: "teach",
  सीखना: "learn",
  सीखने: "learn",
  पढ़ाते: "teach",
  मदद: "help",
  संपर्क: "contact",
  व्हाट्सएप: "whatsapp",
  व्हाट्सऐप: "whatsapp",
  वॉट्सऐप: "whatsapp",
  खेल: "games",
  गेम: "games",
  गेम्स: "games",
  कहानी: "story",
  कहानियाँ: "stories",
  एनईपी: "nep",
  हफ्ते: "week",
  हफ़्ते: "week",
  सप्ताह: "week",
  महीने: "months",
  महीना: "month",
  ध्यान: "concentration",
  एकाग्रता: "concentration",
  याददाश्त: "memory",
  आत्मविश्वास: "confidence",
  शर्मीला: "shy",
  शर्मीली: "shy",
  बुक: "book",
  दाखिला: "admission",
  प्रवेश: "admission",
  नामांकन: "enrol",
  ब्रोशर: "brochure",
  ब्लॉग: "blog",
  नजदीक: "near",
  नज़दीक: "near",
  पास: "near",
  मुंबई: "mumbai",
  पुणे: "pune",
  दिल्ली: "delhi",
  शहर: "city",
  जल्दी: "soon",
  बजे: "timings",
  दिमाग: "brain",
  दिमाग़: "brain",
  सिलेबस: "curriculum",
  बात: "talk",
  लगेगा: "takes",
  लगता: "takes",
  पढ़ाई: "study",
  पढाई: "study",
  फायदा: "benefits",
  फ़ायदा: "benefits",
  फायदे: "benefits",
  लाभ: "benefits",
  सुरक्षित: "safe",
  भारत: "india",
  प्रधानमंत्री: "minister",
  मंत्री: "minister",
  मौसम: "weather",
  बारिश: "rain",
  क्रिकेट: "cricket",
  मैच: "match",
  फिल्म: "film",
  फ़िल्म: "film",
  गाना: "song",
  कविता: "poem",
  चुटकुला: "joke",
  राजधानी: "capital",
  होमवर्क: "homework",
  टीचर्स: "teachers",
  सर्टिफाइड: "certified",
  सर्टिफ़ाइड: "certified",
  ट्रेंड: "trained",
  ट्रेन्ड: "trained",
  बैच: "batch",
  टाइम: "time",
  टाइमिंग्स: "timings",
  वीकेंड: "weekend",
  एडमिशन: "admission",
  डिस्काउंट: "discount",
  वेबसाइट: "website",
  पायथन: "python",
  स्क्रैच: "scratch",
  लेवल: "level",
  रिज़ल्ट: "results",
  रिजल्ट: "results",
  परीक्षा: "exam",
  टेस्ट: "test",
  सुरक्षा: "safety",
  शिकायत: "complaint",
  प्रोग्रेस: "progress",
  रिपोर्ट: "report",
  ऑफलाइन: "offline",
  ऑफ़लाइन: "offline",
};

/** Hindi (Devanagari) that holds a sentence together and names no topic. */
export const devanagariFillers = new Set(
  (
    "क्या है हैं हो हूँ हूं का की के को से में मैं मुझे पर और या भी तो ही जो यह ये वह वो इस उस आप आपका आपकी " +
    "आपके अपना अपनी अपने मेरा मेरी मेरे हम हमारा हमारी हमारे कर करें करना करते करती करता सकते सकता सकती " +
    "होगा होगी होता होती होते था थी थे लिए वाला वाली वाले कोई कुछ सब बहुत कृपया बताइए बताएं बताओ बताइये " +
    "जी हाँ हां नहीं न मिलती मिलता मिलेगी मिलेगा चाहिए चाहता चाहती जानकारी एक दो अभी अगर लेकिन क्योंकि " +
    "वहाँ यहाँ रहा रही रहे गया गई गए जाए जाता जाती जाते दें दीजिए बारे तक रहता रहती रहते दे आकर कराएँ कराएं करवाएं " +
    "हिसाब अनुसार आपसे हमसे करने होने होना वाले वाली इसके उसके उनके जैसे कैसा कैसी पूरा बाद पहले साथ मिल सकता " +
    "सकती सकते लेना लेने देना देने ज़्यादा ज्यादा अधिक"
  ).split(" "),
);

/**
 * Words that only appear in Hindi or Hinglish sentences: two of them (or one in a short question) mark a message
 * as Hindi written in Latin letters, to be answered in Hindi.
 */
export const hinglishMarkers = new Set(
  (
    "hai hain kya kitni kitna kitne kahan kaha kab kaise kese kaunsa kaunsi konsa konsi ka ki ke ko se mein " +
    "aur bhi nahi nahin sakte sakta sakti chahiye karna karte hota hoti wala wali mera meri mere aap aapka " +
    "apka apki aapki apke aapke hum hamara humara umar saal beta beti bachcha bacche sikhate sikhna bolne " +
    "madad milti milta milega fark kya kyun batao bataye bataiye kripya ji hone dete deti khatam"
  ).split(" "),
);

/** Places parents ask about. The office is in one of them; classes run in partner schools and online. */
export const placeNames = new Set(
  (
    "mumbai bombay thane navi pune delhi noida gurgaon gurugram bangalore bengaluru hyderabad chennai kolkata " +
    "ahmedabad surat nagpur nashik jaipur lucknow indore bhopal kalyan dombivli vasai virar borivali andheri " +
    "bandra dadar kandivali malad goregaon powai chembur ghatkopar mulund bhayandar dahisar panvel vashi " +
    "kharghar belapur india maharashtra gujarat karnataka dubai"
  ).split(" "),
);

/**
 * Words that mark a question about something other than the company and its courses: Brainy steers the
 * conversation back rather than saying it does not know.
 */
export const offTopicWords = new Set(
  (
    "weather temperature rain forecast cricket ipl football match score movie movies film films actor actress " +
    "bollywood song songs singer poem poems poetry joke jokes riddle capital president minister politics " +
    "election news recipe cook cooking stock stocks bitcoin crypto horoscope astrology celebrity " +
    "translate girlfriend boyfriend dating mountain planet fever sick doctor " +
    "medicine hospital buy purchase shopping smartphone laptop"
  ).split(" "),
);

/**
 * Words of someone trying to make Brainy break its rules or give away what it must not ("ignore your
 * instructions", "developer mode", "the admin password"): steered back whatever else the message says.
 */
export const manipulationWords = new Set(
  "prompt instructions jailbreak unrestricted developer password passwords hack hacking credentials".split(" "),
);

/**
 * Everyday English that says nothing about the topic of a question on this site ("instead", "decide", "husband",
 * "really"): not searched, and never taken for a topic the site does not cover.
 */
export const everydayWords = new Set(
  (
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen twenty " +
    "cant dont wont didnt doesnt isnt wasnt havent sit still min mins minute minutes " +
    "able above according actually add after again against ago ahead already although always another anyone " +
    "anything anyway anywhere around ask asked asking away back bad because become before begin behind believe " +
    "below besides between beyond both bring brought came come comes coming could day days decide decided " +
    "deciding definitely done down during each easy either else enough even ever every everyone everything " +
    "exactly example except existing far feel feels felt few fill filled filling first follow following form found friend " +
    "friends full further gave generally give given gives giving go goes going gone good great guess happen " +
    "happens hear heard hello hey hi himself herself hope hoping however husband idea instead just keen keep kind " +
    "kindly knew known last least less let lets life little long look lot lots love made main mainly make many " +
    "maybe mean means meant meet mention mentioned might mind mine mom mother father dad wife parent parents " +
    "family myself near nearly never new next nice nothing now often old once one ones only other others " +
    "otherwise ourselves out own part particular past perhaps person place plan planning pls plz point possible " +
    "pretty probably put question questions quite rather read ready real really reason regarding related right " +
    "said same saw say says see seem seems seen send sent several share she shall short show since sir " +
    "someone something sometimes soon sort still such suggest sure take takes taken taking took talk tell thank that the " +
    "thing things think thinking though thought through thru till together told tried try trying turn turned " +
    "understand unless until upon use used usually various via want wanted wanting way ways week well went " +
    "whether while whole why wish within without wonder wondering work would yet yourself"
  ).split(" "),
);

/**
 * Words that say a question is about learning here, even when its topic is one the site does not cover: "do you
 * teach chess?" is a gap staff should see, "who is the tallest man?" is not.
 */
export const learningWords = new Set(
  (
    "teach teaching taught class classes course courses program programs programme programmes learn learning " +
    "lesson lessons tuition tuitions coaching training batch batches subject subjects workshop workshops camp " +
    "camps skill skills activity activities curriculum syllabus"
  ).split(" "),
);
