/**
 * Marathi, in Devanagari and in Latin letters, the way parents in Mumbai and Pune type it ("tumcha office kuthe
 * aahe?", "अबॅकस कोणत्या वयाच्या मुलांसाठी आहे?"). Words shared with Hindi (ऑफिस, फोन, क्लास, ऑनलाइन) are
 * already in the Hindi lists; these are Marathi's own words and endings. Written against the tuning questions
 * (tests/brainy-eval/questions.ts, group "marathi") and the way Marathi inflects, never against the held-out set.
 */

/** Marathi in Devanagari, to English. */
export const marathiDevanagariWords: Record<string, string> = {
  अबॅकस: "abacus",
  अ‍ॅबॅकस: "abacus",
  ॲबॅकस: "abacus",
  कुठे: "where",
  कुठं: "where",
  किती: "how much",
  केव्हा: "when",
  कधी: "when",
  कसे: "how",
  कसा: "how",
  वय: "age",
  वयाच्या: "age",
  वयात: "age",
  फी: "fees",
  फीस: "fees",
  गणिताची: "maths",
  गणिताचा: "maths",
  गणितासाठी: "maths",
  मुलगा: "son",
  मुलाला: "son",
  मुलासाठी: "son",
  मुलगी: "daughter",
  मुलीला: "daughter",
  मुलीसाठी: "daughter",
  मूल: "child",
  मुलांना: "children",
  मुलांसाठी: "children",
  मुले: "children",
  मुलं: "children",
  वर्षांची: "years",
  वर्षांचा: "years",
  वर्षाचा: "years",
  वर्षाची: "years",
  वर्षे: "years",
  वर्षं: "years",
  शनिवारी: "saturday",
  रविवारी: "sunday",
  वाजेपर्यंत: "timings",
  वाजता: "timings",
  वेळ: "timings",
  उघडे: "open",
  उघडं: "open",
  चालू: "open",
  मोफत: "free",
  वर्ग: "classes",
  वर्गात: "classes",
  तास: "classes",
  कोडिंगमध्ये: "coding",
  शिकवता: "teach",
  शिकवतात: "teach",
  शिकवणार: "teach",
  शिकायला: "learn",
  शिकता: "learn",
  पत्ता: "address",
  शाळा: "school",
  शाळेत: "school",
  शाळेसाठी: "school",
  शाळांमध्ये: "schools",
  इंग्रजी: "english",
  इंग्लिश: "english",
  बोलायला: "speak",
  बोलणे: "speak",
  शिक्षक: "teacher",
  नोकरी: "job",
  प्रमाणपत्र: "certificate",
  सर्टिफिकेट: "certificate",
  भेटायला: "visit",
  भेटण्यासाठी: "visit",
  खेळ: "games",
  गोष्ट: "story",
  गोष्टी: "story",
};

/** Marathi in Devanagari that holds a sentence together and names no topic. */
export const marathiDevanagariFillers = new Set(
  (
    "आहे आहेत का काय कोणत्या कोणता कोणती कोणते तुमचे तुमचा तुमची तुमच्या तुम्ही तुम्हाला माझी माझा माझे " +
    "माझ्या मला यायचे यायचं बोलायचे बोलायचं द्या आमची आमचा आमचे आमच्या तिच्यासाठी त्याच्यासाठी त्याला तिला असते असतात करता करायचे येईल " +
    "येऊन देऊ शकता शकतो सांगा पण झाल्यावर नंतर मिळते मिळेल मिळतं आणि मध्ये साठी हवे हवा हवी ना तर"
  ).split(" "),
);

/** Marathi in Latin letters, to English. */
export const marathiLatinWords: Record<string, string> = {
  kuthe: "where",
  kuthay: "where",
  kiti: "how much",
  kevha: "when",
  kadhi: "when",
  vay: "age",
  vaya: "age",
  mulga: "son",
  mulala: "son",
  mulasathi: "son",
  mulgi: "daughter",
  mulila: "daughter",
  mulisathi: "daughter",
  mula: "children",
  mulanna: "children",
  mulansathi: "children",
  varshancha: "years",
  varshachi: "years",
  varshanchi: "years",
  varshacha: "years",
  varsha: "years",
  varshe: "years",
  shanivari: "saturday",
  ravivari: "sunday",
  vajta: "timings",
  vajeparyant: "timings",
  vel: "timings",
  ughda: "open",
  ughde: "open",
  chalu: "open",
  mofat: "free",
  varg: "classes",
  shikavta: "teach",
  shikvta: "teach",
  shikavtat: "teach",
  shikta: "learn",
  shikayla: "learn",
  patta: "address",
  shala: "school",
  shalet: "school",
  shalesathi: "school",
  ingraji: "english",
  ingrazi: "english",
  bolayla: "speak",
  shikshak: "teacher",
  naukri: "job",
  ganit: "maths",
  bhetayla: "visit",
  bhetnyasathi: "visit",
};

/** Marathi in Latin letters that holds a sentence together and names no topic. */
export const marathiLatinFillers = new Set(
  (
    "aahe ahe aahet ahet ka kay kasa kashi kontya konta konti tumcha tumchi tumche tumchya tumhi tumhala majha " +
    "mazha majhi mazi maze majhe mazya majhya mala aamchi amchi aamcha amcha aamche yeil kade asta aste astat " +
    "na pan sanga ani madhe la chi cha che sathi saathi milel milta milte nantar dya bolaycha karaycha yaycha yaychay " +
    "hava havi have shakta shakto tar"
  ).split(" "),
);

/**
 * Words only Marathi uses (Hindi says है, क्या, कहाँ, कितनी): one of them makes a question Marathi. Latin letters
 * need them as much as Devanagari, since "ka" and "pan" are Hindi too.
 */
export const marathiMarkers = new Set([
  ..."आहे आहेत कुठे कुठं किती काय तुमचे तुमचा तुमची तुमच्या तुम्ही माझी माझा माझे माझ्या मुलगा मुलगी मुलांना मुलासाठी मुलीसाठी वर्षांची वर्षांचा असते असतात येईल येऊन झाल्यावर सांगा आमची आमचा शाळेत कोणता कोणत्या शिकवता बोलायला उघडे रविवारी शनिवारी वाजेपर्यंत इंग्रजी मिळते मिळेल आणि मोफत कधी असतो".split(
    " ",
  ),
  ..."aahe ahe aahet ahet kuthe kiti tumcha tumchi tumche tumchya tumhi majha mazha majhi mazi mazya majhya mulga mulgi mulila mulala mulanna varshancha varshachi varshanchi yeil kade asta aste astat nantar dya bolaycha sanga ravivari shanivari shalet kontya konta aamchi amchi aamcha amcha milel chalu shikavta shikvta kadhi asto".split(
    " ",
  ),
]);
