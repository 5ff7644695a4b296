import type { CompanyDetails } from "#app/modules/site/company-details.ts";
import type { SmallTalk } from "./keywords.ts";
import type { ReplyLanguage } from "./read-question.ts";

/**
 * The fixed sentences of Brainy's replies without a model, in English, Hindi and Marathi. Replies use the small Markdown
 * subset the chat renders: paragraphs and [links](/path); phone numbers and e-mail addresses become links there.
 */

type Contacts = Pick<CompanyDetails, "phones" | "emails">;

/** The courses a steer-back names, with their pages when they are published. */
export type CourseLink = { title: string; url: string };

const smallTalk: Record<ReplyLanguage, Record<SmallTalk, string>> = {
  en: {
    greeting:
      "Hello! I'm Brainy. Ask me about our courses (Abacus, Vedic Maths, Communicative English and Coding), the right age to start, booking a [free trial class](/trial-class) for your child or a [free demo](/book-offline-demo) for your school, or how to reach us.",
    thanks: "You're welcome! Is there anything else you'd like to know?",
    goodbye: "Goodbye! Come back any time you have a question. Happy learning!",
  },
  hi: {
    greeting:
      "नमस्ते! मैं Brainy हूँ। हमारे कोर्स (Abacus, Vedic Maths, Communicative English और Coding), शुरू करने की सही उम्र, बच्चे के लिए [फ्री ट्रायल क्लास](/trial-class), स्कूल के लिए [फ्री डेमो](/book-offline-demo), या हमसे संपर्क के बारे में कुछ भी पूछिए।",
    thanks: "आपका स्वागत है! क्या आप कुछ और जानना चाहेंगे?",
    goodbye: "धन्यवाद! जब भी कोई सवाल हो, फिर आइए। खूब सीखिए!",
  },
  mr: {
    greeting:
      "नमस्कार! मी Brainy. आमचे कोर्स (Abacus, Vedic Maths, Communicative English आणि Coding), सुरुवात करण्याचे योग्य वय, मुलासाठी [मोफत ट्रायल क्लास](/trial-class), शाळेसाठी [मोफत डेमो](/book-offline-demo) किंवा आमच्याशी संपर्क कसा साधायचा, याबद्दल काहीही विचारा.",
    thanks: "तुमचे स्वागत आहे! अजून काही जाणून घ्यायचे आहे का?",
    goodbye: "धन्यवाद! कधीही प्रश्न असेल तर पुन्हा या. मजेत शिका!",
  },
};

export function smallTalkReply(kind: SmallTalk, language: ReplyLanguage): string {
  return smallTalk[language][kind];
}

/** Who answers: a program, not a person, and how to reach a person. */
export function whoAnswersReply({ phones, emails }: Contacts, language: ReplyLanguage): string {
  if (language === "mr") {
    return (
      `मी Brainy, SkillSprouts चा व्हर्च्युअल सहाय्यक: एक कॉम्प्युटर प्रोग्राम, माणूस नाही. मी आमच्या वेबसाइटवरील माहितीवरून उत्तर देतो. ` +
      `आमच्या टीममधील कोणाशी बोलायचे असेल तर ${phones.general} वर कॉल करा, ${emails.general} वर ई-मेल करा किंवा [संपर्क पेज](/contact) वरून संदेश पाठवा.`
    );
  }
  if (language === "hi") {
    return (
      `मैं Brainy हूँ, SkillSprouts का वर्चुअल असिस्टेंट: एक कंप्यूटर प्रोग्राम, कोई इंसान नहीं। मैं हमारी वेबसाइट की जानकारी से जवाब देता हूँ। ` +
      `हमारी टीम के किसी व्यक्ति से बात करनी हो तो ${phones.general} पर कॉल करें, ${emails.general} पर ई-मेल करें या [संपर्क पेज](/contact) से संदेश भेजें।`
    );
  }
  return (
    `I'm Brainy, SkillSprouts' virtual assistant: a computer program, not a person. I answer from what our website ` +
    `says. To talk to someone from our team, call ${phones.general}, e-mail ${emails.general} or send a message ` +
    `through our [contact page](/contact).`
  );
}

/** The honest "I don't know", with how to reach the team. */
export function dontKnowReply({ phones, emails }: Contacts, language: ReplyLanguage = "en"): string {
  if (language === "mr") {
    return (
      `माफ करा, याचे उत्तर सध्या माझ्याकडे नाही. आमची टीम आनंदाने मदत करेल: ${phones.general} वर कॉल करा, ` +
      `${emails.general} वर ई-मेल करा किंवा [संपर्क पेज](/contact) वरून संदेश पाठवा.`
    );
  }
  if (language === "hi") {
    return (
      `माफ़ कीजिए, इसका जवाब अभी मेरे पास नहीं है। हमारी टीम हिंदी में भी बात करती है और मदद करके खुश होगी: ` +
      `${phones.general} पर कॉल करें, ${emails.general} पर ई-मेल करें या [संपर्क पेज](/contact) से संदेश भेजें।`
    );
  }
  return (
    `I'm sorry, I don't know the answer to that one yet. Our friendly team will be happy to help: call ` +
    `${phones.general}, e-mail ${emails.general} or send a message through our [contact page](/contact).`
  );
}

/** The answer to "can I WhatsApp you?" when the office has a WhatsApp number. */
export function whatsappReply(language: ReplyLanguage, number: string, link: string): string {
  if (language === "mr") {
    return `हो! तुम्ही आम्हाला व्हॉट्सॲप (WhatsApp) वर ${number} वर मेसेज करू शकता: [व्हॉट्सॲपवर चॅट करा](${link})`;
  }
  return language === "hi"
    ? `हाँ! आप हमें व्हाट्सऐप (WhatsApp) पर ${number} पर मैसेज कर सकते हैं: [व्हाट्सऐप पर चैट करें](${link})`
    : `Yes! You can message us on WhatsApp at ${number}: [Chat with us on WhatsApp](${link})`;
}

/** Said under an English answer to a question asked in Hindi, when no Hindi text exists for it yet. */
export function speaksHindiNote({ phones }: Contacts): string {
  return `यह जानकारी अभी अंग्रेज़ी में है। हमारी टीम हिंदी में भी बात करती है: ${phones.general} पर कॉल करें।`;
}

/**
 * Said under an English answer to a question asked in Marathi: the site's content has no Marathi text yet, and
 * the site does not say the team speaks Marathi, so the note only points to the phone.
 */
export function inEnglishMarathiNote({ phones }: Contacts): string {
  return `ही माहिती सध्या इंग्रजीत आहे. अधिक माहितीसाठी ${phones.general} वर कॉल करा.`;
}

/**
 * A friendly steer back for a question about something else: what Brainy can help with, not "call our team".
 * Homework gets a word of its own, since the courses teach exactly that.
 */
export type SteerReason = "other-topic" | "homework" | "rules";

export function steerBackReply(language: ReplyLanguage, courses: readonly CourseLink[], reason: SteerReason): string {
  const homework = reason === "homework";
  const courseList = (and: string) => {
    const names = courses.map((course) => `[${course.title}](${course.url})`);
    return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
  };
  const maths = courses.filter((course) => /abacus|vedic/i.test(course.title));
  const mathsList = maths.map((course) => `[${course.title}](${course.url})`).join(andWord[language]);
  if (language === "mr") {
    const opener =
      homework && maths.length > 0
        ? `मी गृहपाठाची गणिते सोडवत नाही, पण आमचे ${mathsList} कोर्स मुलांना अशी गणिते स्वतः पटकन सोडवायला शिकवतात!`
        : reason === "rules"
          ? "यात मी मदत करू शकत नाही: मी फक्त SkillSprouts बद्दल बोलतो, आणि कोणाचीही खाजगी माहिती माझ्याकडे नसते, ना मी ती कोणाला देतो."
          : "हा प्रश्न मजेशीर आहे, पण यात मी मदत करू शकत नाही.";
    return [
      opener,
      `मी Brainy आहे आणि SkillSprouts बद्दल सांगू शकतो: आमचे कोर्स (${courseList("आणि")}), सुरुवात करण्याचे योग्य वय, मुलासाठी [मोफत ट्रायल क्लास](/trial-class), शाळेसाठी [मोफत डेमो](/book-offline-demo), आणि मुलांसाठी [Fun Zone](/fun-zone) मधले खेळ. तुम्हाला काय जाणून घ्यायचे आहे?`,
    ].join("\n\n");
  }
  if (language === "hi") {
    const opener =
      homework && maths.length > 0
        ? `मैं होमवर्क के सवाल हल नहीं करता, पर हमारे ${mathsList} कोर्स बच्चों को ऐसे सवाल खुद जल्दी हल करना सिखाते हैं!`
        : reason === "rules"
          ? "इसमें मैं मदद नहीं कर सकता: मैं सिर्फ़ SkillSprouts के बारे में बात करता हूँ, और किसी की निजी जानकारी न मेरे पास होती है, न मैं देता हूँ।"
          : "यह सवाल मज़ेदार है, पर इसमें मैं मदद नहीं कर सकता।";
    return [
      opener,
      `मैं Brainy हूँ और SkillSprouts के बारे में बता सकता हूँ: हमारे कोर्स (${courseList("और")}), शुरू करने की सही उम्र, बच्चे के लिए [फ्री ट्रायल क्लास](/trial-class), स्कूल के लिए [फ्री डेमो](/book-offline-demo), और बच्चों के लिए [Fun Zone](/fun-zone) के गेम्स। आप क्या जानना चाहेंगे?`,
    ].join("\n\n");
  }
  const opener =
    homework && maths.length > 0
      ? `I don't solve homework sums, but our ${mathsList} courses teach children quick ways to work them out themselves!`
      : reason === "rules"
        ? "That's not something I can help with: I only talk about SkillSprouts, and I never have or share anyone's personal details."
        : "That's a fun question, but it's not one I can help with.";
  return [
    opener,
    `I'm Brainy, and I know all about SkillSprouts: our courses (${courseList("and")}), the right age to start, a [free trial class](/trial-class) for your child, a [free demo](/book-offline-demo) for your school, and the [Fun Zone](/fun-zone) games for children. What would you like to know?`,
  ].join("\n\n");
}

const andWord: Record<ReplyLanguage, string> = { en: " and ", hi: " और ", mr: " आणि " };

export type AgeFit = { title: string; url: string; youngest: number; oldest: number };

const rangeText = (fit: AgeFit) => `${fit.youngest}–${fit.oldest}`;

/** "Yes! Our Abacus program is for children aged 5–14, so your 6-year-old can join." and its kin. */
export function programAgeReply(
  language: ReplyLanguage,
  asked: readonly AgeFit[],
  age: number | null,
  all: readonly AgeFit[],
) {
  const paragraphs: string[] = [];
  for (const fit of asked) {
    if (language === "mr") {
      if (age === null) paragraphs.push(`आमचा ${fit.title} कोर्स ${rangeText(fit)} वर्षांच्या मुलांसाठी आहे.`);
      else if (age >= fit.youngest && age <= fit.oldest) {
        paragraphs.push(
          `हो! आमचा ${fit.title} कोर्स ${rangeText(fit)} वर्षांच्या मुलांसाठी आहे, त्यामुळे तुमचे ${age} वर्षांचे मूल यात सहभागी होऊ शकते.`,
        );
      } else {
        paragraphs.push(
          `आमचा ${fit.title} कोर्स ${rangeText(fit)} वर्षांच्या मुलांसाठी आहे, त्यामुळे ${age} वर्षांच्या मुलासाठी हा ${age < fit.youngest ? "थोडा लवकर आहे" : "वयोगटाबाहेर आहे"}.`,
        );
      }
    } else if (language === "hi") {
      if (age === null) paragraphs.push(`हमारा ${fit.title} कोर्स ${rangeText(fit)} साल के बच्चों के लिए है।`);
      else if (age >= fit.youngest && age <= fit.oldest) {
        paragraphs.push(
          `हाँ! हमारा ${fit.title} कोर्स ${rangeText(fit)} साल के बच्चों के लिए है, तो आपका ${age} साल का बच्चा इसमें शामिल हो सकता है।`,
        );
      } else {
        paragraphs.push(
          `हमारा ${fit.title} कोर्स ${rangeText(fit)} साल के बच्चों के लिए है, तो ${age} साल की उम्र में यह ${age < fit.youngest ? "थोड़ा जल्दी" : "उम्र से बाहर"} है।`,
        );
      }
    } else if (age === null) {
      paragraphs.push(`Our ${fit.title} program is for children aged ${rangeText(fit)}.`);
    } else if (age >= fit.youngest && age <= fit.oldest) {
      paragraphs.push(
        `Yes! Our ${fit.title} program is for children aged ${rangeText(fit)}, so your ${age}-year-old can join.`,
      );
    } else {
      paragraphs.push(
        `Our ${fit.title} program is for children aged ${rangeText(fit)}, so ${age < fit.youngest ? `a ${age}-year-old is a little young for it: it starts at ${fit.youngest}` : `it is meant for children up to ${fit.oldest}`}.`,
      );
    }
  }
  const missed = age !== null && asked.some((fit) => age < fit.youngest || age > fit.oldest);
  if (age !== null && (asked.length === 0 || missed)) paragraphs.push(ageFitSentence(language, age, all));
  return paragraphs;
}

/** Which courses suit a child of this age, with links. */
export function ageFitSentence(language: ReplyLanguage, age: number, all: readonly AgeFit[]): string {
  const fits = all.filter((fit) => age >= fit.youngest && age <= fit.oldest);
  const youngest = Math.min(...all.map((fit) => fit.youngest));
  const oldest = Math.max(...all.map((fit) => fit.oldest));
  const links = fits.map((fit) => `[${fit.title}](${fit.url}) (${rangeText(fit)})`);
  if (language === "mr") {
    return fits.length > 0
      ? `${age} वर्षांच्या वयात तुमचे मूल हे कोर्स करू शकते: ${links.join(", ")}.`
      : `आमचे कोर्स ${youngest} ते ${oldest} वर्षांच्या मुलांसाठी आहेत. तुमच्या मुलासाठी योग्य पर्याय आमची टीम आनंदाने सुचवेल.`;
  }
  if (language === "hi") {
    return fits.length > 0
      ? `${age} साल की उम्र में आपका बच्चा ये कोर्स कर सकता है: ${links.join(", ")}।`
      : `हमारे कोर्स ${youngest} से ${oldest} साल के बच्चों के लिए हैं। हमारी टीम आपके बच्चे के लिए सही विकल्प बताएगी।`;
  }
  return fits.length > 0
    ? `At ${age}, your child can join: ${links.join(", ")}.`
    : `Our courses are for children aged ${youngest} to ${oldest}. Our team will gladly suggest what suits your child.`;
}

/** Where a family goes next: the free trial class. */
const trialClassLinks: Record<ReplyLanguage, string> = {
  en: "[Book a free trial class](/trial-class)",
  hi: "[फ्री ट्रायल क्लास बुक करें](/trial-class)",
  mr: "[मोफत ट्रायल क्लास बुक करा](/trial-class)",
};

export function trialClassLink(language: ReplyLanguage): string {
  return trialClassLinks[language];
}

const seeAlso: Record<ReplyLanguage, string> = { en: "You might also like", hi: "यह भी देखें", mr: "हेही पाहा" };

export function relatedLinksLine(language: ReplyLanguage, links: readonly string[]): string {
  return `${seeAlso[language]}: ${links.join(" · ")}`;
}
