import type { SeedBrainyFact } from "./content-types.ts";

/**
 * Brainy's fact cards as first set up: short answers, in English and Hindi, about what the site's pages say.
 * Company details staff can change are written as placeholders ({general_phone}, {address}, {ages:abacus}…),
 * filled in when Brainy answers.
 */
export const seedBrainyFacts: SeedBrainyFact[] = [
  // Contact and the office
  {
    title: "Contact SkillSprouts",
    titleHi: "स्किलस्प्राउट्स (SkillSprouts) से संपर्क",
    body: "You can call us on {general_phone} for general enquiries or {schools_phone} for school partnerships, e-mail {general_email} (schools can write to {partners_email}), or send a message through the form on our contact page.",
    bodyHi:
      "आप हमें सामान्य जानकारी के लिए {general_phone} पर या स्कूल पार्टनरशिप के लिए {schools_phone} पर फ़ोन कर सकते हैं, {general_email} पर ई-मेल कर सकते हैं (स्कूल {partners_email} पर लिखें), या हमारे कॉन्टैक्ट पेज के फ़ॉर्म से मैसेज भेज सकते हैं।",
    keywords:
      "number mobile telephone helpline reach talk speak enquiry inquiry baat karni sampark kaise karein id no. नंबर फ़ोन फोन संपर्क ईमेल मोबाइल बात",
    url: "/contact",
    linkLabel: "Open the contact page",
    linkLabelHi: "कॉन्टैक्ट पेज खोलें",
  },
  {
    title: "WhatsApp",
    titleHi: "व्हाट्सऐप (WhatsApp)",
    body: "No, we don't have a WhatsApp number, sorry. Please call us on {general_phone}, e-mail {general_email}, or send a message through our contact form, and our team will get back to you.",
    bodyHi:
      "माफ़ कीजिए, हमारा कोई व्हाट्सऐप (WhatsApp) नंबर नहीं है। कृपया {general_phone} पर फ़ोन करें, {general_email} पर ई-मेल करें, या कॉन्टैक्ट फ़ॉर्म से मैसेज भेजें, हमारी टीम आपसे संपर्क करेगी।",
    keywords: "watsapp whatsap whatapp wa wp chat msg text sms व्हाट्सएप वॉट्सऐप वाट्सएप चैट",
    url: "/contact",
    linkLabel: "Open the contact page",
    linkLabelHi: "कॉन्टैक्ट पेज खोलें",
  },
  {
    title: "Our office address",
    titleHi: "हमारे ऑफ़िस का पता",
    body: "Our office is in {address}. The contact page has a map of the area; its marker shows the locality approximately, not our exact door.",
    bodyHi:
      "हमारा ऑफ़िस {address} में है। कॉन्टैक्ट पेज पर इलाके का नक्शा है; उसका निशान इलाका लगभग दिखाता है, हमारा ठीक दरवाज़ा नहीं।",
    keywords:
      "where location located visit directions head branch centre center kahan kaha hai pata mira road bhayandar पता कहाँ कहां ऑफिस दफ़्तर लोकेशन",
    url: "/contact",
    linkLabel: "See the map on our contact page",
    linkLabelHi: "कॉन्टैक्ट पेज पर नक्शा देखें",
  },
  {
    title: "Office hours",
    titleHi: "ऑफ़िस का समय",
    body: "Our office hours are: {office_hours}. You can send a message through our contact form at any time, and our team will get back to you.",
    bodyHi: "हमारे ऑफ़िस का समय: {office_hours}। कॉन्टैक्ट फ़ॉर्म से आप कभी भी मैसेज भेज सकते हैं, हमारी टीम आपको जवाब देगी।",
    keywords:
      "timings timing open opening close closed kab khulta band samay sunday saturday weekend holiday working days टाइम कब खुला बंद रविवार शनिवार छुट्टी",
    url: "/contact",
    linkLabel: "See all contact details",
    linkLabelHi: "सभी संपर्क जानकारी देखें",
  },

  // Trying, joining, fees
  {
    title: "Free trial class for your child",
    titleHi: "आपके बच्चे के लिए फ्री ट्रायल क्लास",
    body: "Yes, your child can try an Abacus, Vedic Maths, Communicative English or Coding class for free; our courses are for ages 4 to 14 (Coding for ages {ages:coding}). Fill in the short form on our Book a Free Trial Class page and we'll call you within 2 business days to fix a time.",
    bodyHi:
      "हाँ, आपका बच्चा अबेकस (Abacus), वैदिक मैथ्स (Vedic Maths), कम्युनिकेटिव इंग्लिश (Communicative English) या कोडिंग (Coding) की एक क्लास फ्री में आज़मा सकता है; हमारे कोर्स 4 से 14 साल के बच्चों के लिए हैं (कोडिंग {ages:coding} साल)। Book a Free Trial Class पेज पर छोटा-सा फ़ॉर्म भरें, हम 2 कामकाजी दिनों में फ़ोन करके समय तय करेंगे।",
    keywords: "demo sample session first pehli muft mein booking dekhna attend kids ट्रायल डेमो फ्री मुफ़्त मुफ्त क्लास बुक",
    url: "/trial-class",
    linkLabel: "Book a free trial class",
    linkLabelHi: "फ्री ट्रायल क्लास बुक करें",
  },
  {
    title: "Class timings",
    titleHi: "क्लास का समय",
    body: "Class timings by course. {course_timings} For the free trial class you can choose a preferred time: weekday afternoon (3–5 PM), weekday evening (5–7 PM), Saturday morning (10 AM–12 PM) or Saturday afternoon (12–2 PM).",
    bodyHi:
      'हर कोर्स की क्लास का समय (ऑनलाइन, स्कूल में या ऑफ़िस में) उसके कोर्स पेज पर "एक नज़र में" बॉक्स में लिखा है। फ्री ट्रायल क्लास के लिए आप पसंदीदा समय चुन सकते हैं: हफ़्ते के दिनों में दोपहर (3–5 PM) या शाम (5–7 PM), शनिवार सुबह (10 AM–12 PM) या शनिवार दोपहर (12–2 PM)।',
    keywords: "batches schedule slot slots kab hoti kitne baje table sunday weekend बैच टाइम शेड्यूल कब कितने बजे समय",
    url: "/trial-class",
    linkLabel: "Book a free trial class",
    linkLabelHi: "फ्री ट्रायल क्लास बुक करें",
  },
  {
    title: "The right age to start",
    titleHi: "शुरू करने की सही उम्र",
    body: "Communicative English is for ages {ages:communicative-english}, Abacus {ages:abacus}, Vedic Maths {ages:vedic-maths} and Coding {ages:coding}. Children who start later are placed at a level that suits them. Not sure which course? Choose “Not sure yet – please advise” on the trial class form and our team will suggest one.",
    bodyHi:
      "कम्युनिकेटिव इंग्लिश (Communicative English) {ages:communicative-english} साल, अबेकस (Abacus) {ages:abacus} साल, वैदिक मैथ्स (Vedic Maths) {ages:vedic-maths} साल और कोडिंग (Coding) {ages:coding} साल के बच्चों के लिए है। बाद में शुरू करने वाले बच्चों को सही लेवल पर रखा जाता है। तय नहीं कर पा रहे? ट्रायल क्लास फ़ॉर्म में “Not sure yet – please advise” चुनें, हमारी टीम कोर्स सुझाएगी।",
    keywords:
      "old years umar umr kitni saal kis best suitable confused advice kaunsa konsa kaun sa late too young chhota उम्र साल कौनसा कौन सा सही कोर्स छोटा",
    url: "/trial-class",
    linkLabel: "Book a free trial class",
    linkLabelHi: "फ्री ट्रायल क्लास बुक करें",
  },
  {
    title: "Free offline demo for schools",
    titleHi: "स्कूलों के लिए फ्री ऑफ़लाइन डेमो",
    body: "Schools can book a free demo of a SkillSprouts class at the school: a contact person fills in the form on our Book an Offline Demo page, and our team replies within 2 business days. This form is only for schools; parents can book a free trial class for their child instead.",
    bodyHi:
      "स्कूल अपने यहाँ स्किलस्प्राउट्स (SkillSprouts) की एक क्लास का फ्री डेमो बुक कर सकते हैं: स्कूल की ओर से कोई संपर्क व्यक्ति Book an Offline Demo पेज पर फ़ॉर्म भरे, हमारी टीम 2 कामकाजी दिनों में संपर्क करेगी। यह फ़ॉर्म सिर्फ़ स्कूलों के लिए है; माता-पिता अपने बच्चे के लिए फ्री ट्रायल क्लास बुक करें।",
    keywords: "principal coordinator institution management presentation visit students session स्कूल डेमो प्रिंसिपल ऑफलाइन",
    url: "/book-offline-demo",
    linkLabel: "Book a demo for your school",
    linkLabelHi: "अपने स्कूल के लिए डेमो बुक करें",
  },
  {
    title: "Enrolling your child",
    titleHi: "बच्चे का एडमिशन",
    body: "To enrol, use the Enroll Now button on a course page or send us a message through our contact form, and our team will suggest the right program and level. You can also book a free trial class first.",
    bodyHi:
      "एडमिशन के लिए किसी भी कोर्स पेज पर Enroll Now बटन दबाएँ या कॉन्टैक्ट फ़ॉर्म से मैसेज भेजें; हमारी टीम सही प्रोग्राम और लेवल सुझाएगी। चाहें तो पहले फ्री ट्रायल क्लास भी बुक कर सकते हैं।",
    keywords:
      "admission admissions enrolment enrollment register registration join joining signup apply dakhila kaise karein seat एडमिशन दाख़िला दाखिला रजिस्ट्रेशन जॉइन प्रवेश",
    url: "/contact",
    linkLabel: "Send us a message",
    linkLabelHi: "हमें मैसेज भेजें",
  },
  {
    title: "Fees",
    titleHi: "फ़ीस",
    body: "Fees are paid per level, with the workbooks included, and depend on the mode (online, at our office or in a school) and the city, so our team will tell you the fee for your child's batch before you enrol, usually at the free trial class, which is free. Send us a message to ask sooner.",
    bodyHi:
      "फ़ीस हर लेवल की होती है, वर्कबुक साथ में; यह क्लास के तरीके (ऑनलाइन, ऑफ़िस या स्कूल) और शहर पर निर्भर करती है, इसलिए आपके बच्चे के बैच की फ़ीस हम दाखिले से पहले बताते हैं, आम तौर पर फ्री ट्रायल क्लास पर। पहले जानना हो तो हमें मैसेज भेजें।",
    keywords:
      "fee price prices pricing cost costs charges charge payment pay kitni kitna paisa rupees rs monthly amount kharcha discount फीस शुल्क कितनी पैसे दाम खर्च",
    url: "/contact",
    linkLabel: "Ask our team about fees",
    linkLabelHi: "फ़ीस के बारे में पूछें",
  },

  // Where and how classes run
  {
    title: "Online classes",
    titleHi: "ऑनलाइन क्लास",
    body: "Yes, our courses are taught in live online batches as well as in partner schools, and some at our office. {course_timings}",
    bodyHi:
      'हाँ, हमारे सभी कोर्स लाइव ऑनलाइन बैच में भी पढ़ाए जाते हैं, और पार्टनर स्कूलों में भी; कुछ कोर्स हमारे ऑफ़िस में भी। हर कोर्स के ऑनलाइन बैच का समय उसके कोर्स पेज पर "एक नज़र में" बॉक्स में लिखा है।',
    keywords: "virtual zoom ghar baithe se laptop video internet remote onlin class घर बैठे से",
    url: "/contact",
    linkLabel: "Ask about online classes",
    linkLabelHi: "ऑनलाइन क्लास के बारे में पूछें",
  },
  {
    title: "Where classes happen",
    titleHi: "क्लास कहाँ होती हैं",
    body: "Our programs are taught in partner schools across India and online, for children aged 4 to 14; our office is in {address}. If you live in another city or area, ask our team about classes in a partner school or online.",
    bodyHi:
      "हमारे प्रोग्राम पूरे भारत के पार्टनर स्कूलों में और ऑनलाइन पढ़ाए जाते हैं, 4 से 14 साल के बच्चों के लिए; हमारा ऑफ़िस {address} में है। अगर आप किसी दूसरे शहर या इलाके में रहते हैं, तो हमारी टीम से पार्टनर स्कूल या ऑनलाइन क्लास के बारे में पूछें।",
    keywords:
      "centre center centres branch branches near nearby location kahan kaha hoti sheher shahar paas pune thane navi delhi bangalore borivali vasai virar bhayandar andheri kandivali कहाँ कहां पास सेंटर ब्रांच",
    url: "/contact",
    linkLabel: "Ask us about classes near you",
    linkLabelHi: "अपने पास की क्लास के बारे में पूछें",
  },
  {
    title: "How many classes a week",
    titleHi: "हफ़्ते में कितनी क्लास",
    body: "{course_classes} In partner schools, our programs usually run as one or two regular periods a week within school hours, or as after-school clubs, planned around the school's timetable.",
    bodyHi:
      "ऑनलाइन और ऑफ़िस की क्लास ज़्यादातर हफ़्ते में दो बार होती हैं (कोडिंग हफ़्ते में एक बार, 90 मिनट); हर कोर्स की क्लास की लंबाई उसके कोर्स पेज पर लिखी है। पार्टनर स्कूलों में हमारे प्रोग्राम आम तौर पर स्कूल के समय में हफ़्ते में एक या दो पीरियड के रूप में, या स्कूल के बाद क्लब के रूप में चलते हैं।",
    keywords:
      "weekly frequency kitni baar kitne din days per sessions minutes hafte mein often हफ्ते सप्ताह कितनी बार कितने दिन पीरियड",
    url: "/for-schools",
    linkLabel: "See how programs fit into schools",
    linkLabelHi: "देखें प्रोग्राम स्कूल में कैसे चलते हैं",
  },
  {
    title: "How long a course takes",
    titleHi: "कोर्स कितने समय का है",
    body: "Each course moves through levels, with an assessment at the end of each. {course_length} Each course page says what most children can do after the first level.",
    bodyHi:
      "हर कोर्स लेवल-दर-लेवल आगे बढ़ता है, और हर लेवल के अंत में असेसमेंट होता है। अबेकस (Abacus) में 8 लेवल हैं, हर लेवल लगभग 3 महीने का; बाकी कोर्स के लेवल और महीने उनके कोर्स पेज पर लिखे हैं, साथ में यह भी कि पहले लेवल के बाद ज़्यादातर बच्चे क्या कर पाते हैं।",
    keywords:
      "duration months month kitne mahine kitna time results result improvement progress confident comfortable basics kab tak soon fark dikhega total अवधि महीने कितना समय रिज़ल्ट नतीजे सुधार फ़र्क",
    url: "/our-methodology",
    linkLabel: "See how we teach",
    linkLabelHi: "देखें हम कैसे पढ़ाते हैं",
  },
  {
    title: "Certificates",
    titleHi: "सर्टिफ़िकेट",
    body: "Yes: Certification is part of every course. At the end of each level children take an assessment, and they get a SkillSprouts certificate when they clear it; each course page says what its certificate shows.",
    bodyHi:
      "हाँ। हर कोर्स में हर लेवल पूरा होने पर SkillSprouts का सर्टिफ़िकेट (certificate) मिलता है: अबेकस (Abacus) में लेवल के असेसमेंट के बाद, बच्चे की स्पीड और सटीकता के साथ; बाकी कोर्स में क्या देखकर सर्टिफ़िकेट मिलता है, वह उनके कोर्स पेज पर लिखा है।",
    keywords:
      "certified pramanpatra praman patra milega milta award completion proof प्रमाणपत्र प्रमाण पत्र सर्टिफिकेट मिलेगा",
    url: "/programs/abacus",
    linkLabel: "See the Abacus course",
    linkLabelHi: "अबेकस कोर्स देखें",
  },
  {
    title: "Certifications and alignment (ISO, NEP 2020, NCF)",
    titleHi: "प्रमाणन और मान्यता (ISO, NEP 2020, NCF)",
    body: "{credentials}",
    bodyHi:
      "हमारे प्रमाणन (certification) और NEP/NCF जैसे ढाँचों से जुड़ाव हम वेबसाइट पर तभी बताते हैं जब उनका सबूत साथ दिखा सकें; जो दिखाए गए हैं, वे सबूत के साथ हमारे Certifications पेज पर हैं।",
    keywords:
      "nep ncf iso aligned alignment curriculum certification national education policy framework government new naye recognised recognized accredited affiliated registered approved govt standard नई शिक्षा नीति मान्यता मान्य गुणवत्ता",
    url: "/credentials",
    linkLabel: "See our certifications",
    linkLabelHi: "हमारे प्रमाणन देखें",
  },
  {
    title: "Trained and certified teachers",
    titleHi: "प्रशिक्षित और सर्टिफ़ाइड टीचर",
    body: "Yes, our instructors are trained and certified in the SkillSprouts method before they teach a class. In partner schools, classes are taught by our certified instructors or by the school's own teachers, trained and certified by us.",
    bodyHi:
      "हाँ, हमारे इंस्ट्रक्टर क्लास लेने से पहले स्किलस्प्राउट्स (SkillSprouts) के तरीके में प्रशिक्षित और सर्टिफ़ाइड होते हैं। पार्टनर स्कूलों में क्लास हमारे सर्टिफ़ाइड इंस्ट्रक्टर लेते हैं, या स्कूल के अपने टीचर, जिन्हें हम ट्रेन और सर्टिफ़ाई करते हैं।",
    keywords:
      "teacher trainer trainers faculty sir madam qualified experienced expert kaun padhata padhayega who teaches शिक्षक टीचर ट्रेनर कौन पढ़ाता अनुभवी",
    url: "/our-methodology",
    linkLabel: "Read about our methodology",
    linkLabelHi: "हमारी पढ़ाने की पद्धति पढ़ें",
  },
  {
    title: "Assessments and progress reports",
    titleHi: "असेसमेंट और प्रोग्रेस रिपोर्ट",
    body: "Yes, each course moves through clear levels with regular assessments, and parents receive progress reports or notes: level assessments in Abacus, regular speaking assessments in Communicative English. Partner schools get reports on each child and each class.",
    bodyHi:
      "हाँ, हर कोर्स साफ़ लेवल में आगे बढ़ता है और नियमित असेसमेंट होते हैं, और माता-पिता को प्रोग्रेस रिपोर्ट या नोट्स मिलते हैं: अबेकस (Abacus) में लेवल असेसमेंट, कम्युनिकेटिव इंग्लिश (Communicative English) में नियमित स्पीकिंग असेसमेंट। पार्टनर स्कूलों को हर बच्चे और हर क्लास की रिपोर्ट मिलती है।",
    keywords:
      "test tests exam exams card tracking pragati kaise pata feedback update result marks performance टेस्ट परीक्षा रिपोर्ट प्रगति",
    url: "/our-methodology",
    linkLabel: "See how we teach",
    linkLabelHi: "देखें हम कैसे पढ़ाते हैं",
  },
  {
    title: "How we teach",
    titleHi: "हम कैसे पढ़ाते हैं",
    body: "Our classes are skill-based, hands-on and joyful: short, regular practice with games, puzzles, role-plays, stories and hands-on kits, led by certified trainers, with a structured curriculum, regular assessments and a focus on thinking, communication and teamwork.",
    bodyHi:
      "हमारी क्लास कौशल-आधारित, करके सीखने वाली और मज़ेदार होती हैं: खेल, पहेलियों, रोल-प्ले, कहानियों और किट के साथ छोटा, नियमित अभ्यास; सर्टिफ़ाइड ट्रेनर, तय पाठ्यक्रम, नियमित असेसमेंट, और सोचने, बातचीत और टीमवर्क पर ध्यान।",
    keywords: "methodology method approach style padhane ka tarika kaise padhate activity play way पढ़ाने का तरीका पद्धति",
    url: "/our-methodology",
    linkLabel: "Read about our methodology",
    linkLabelHi: "हमारी पढ़ाने की पद्धति पढ़ें",
  },

  // The courses
  {
    title: "Abacus course",
    titleHi: "अबेकस (Abacus) कोर्स",
    body: "Our Abacus course, for ages {ages:abacus}, teaches addition, subtraction, multiplication and division on a soroban-style abacus, then mental arithmetic by picturing it. Benefits include sharper concentration, stronger memory, less fear of maths and faster school maths.",
    bodyHi:
      "हमारा अबेकस (Abacus) कोर्स {ages:abacus} साल के बच्चों के लिए है: सोरोबान-स्टाइल अबेकस पर जोड़, घटाना, गुणा और भाग, फिर अबेकस को मन में देखकर मानसिक गणित। फ़ायदे: बेहतर एकाग्रता, मज़बूत याददाश्त, गणित का डर कम और स्कूल के गणित में तेज़ी।",
    keywords:
      "abakus abcus abacas beads bead visualisation visualization levels sikhate sikhna kya hai jod ghatana अबैकस मोती गणित",
    url: "/programs/abacus",
    linkLabel: "See the Abacus course",
    linkLabelHi: "अबेकस कोर्स देखें",
  },
  {
    title: "Vedic Maths course",
    titleHi: "वैदिक मैथ्स (Vedic Maths) कोर्स",
    body: "Vedic Maths, for ages {ages:vedic-maths}, teaches quick mental methods built on sixteen sutras: shortcuts for multiplication, division, squares, cubes and roots, and checking answers with digit sums. It builds number sense and confidence for school exams and Olympiads.",
    bodyHi:
      "वैदिक मैथ्स (Vedic Maths), {ages:vedic-maths} साल के बच्चों के लिए, सोलह सूत्रों पर आधारित तेज़ मानसिक तरीके सिखाता है: गुणा, भाग, वर्ग, घन और मूल के शॉर्टकट, और डिजिट सम से जवाब जाँचना। इससे स्कूल परीक्षा और ओलंपियाड के लिए संख्याओं की समझ और आत्मविश्वास बढ़ता है।",
    keywords: "vedik vaidik math tricks trick sutra speed fast calculation kya hai sikhate वैदिक गणित ट्रिक्स सूत्र ओलंपियाड",
    url: "/programs/vedic-maths",
    linkLabel: "See the Vedic Maths course",
    linkLabelHi: "वैदिक मैथ्स कोर्स देखें",
  },
  {
    title: "Communicative English course",
    titleHi: "कम्युनिकेटिव इंग्लिश (Communicative English) कोर्स",
    body: "Communicative English, for ages {ages:communicative-english}, helps children listen, speak, read and write with confidence through role-plays, phonics, storytelling, games, debates and presentations. Grammar is taught in context, and regular speaking assessments show progress.",
    bodyHi:
      "कम्युनिकेटिव इंग्लिश (Communicative English), {ages:communicative-english} साल के बच्चों के लिए, रोल-प्ले, फ़ोनिक्स, कहानी, खेल, डिबेट और प्रेज़ेंटेशन के ज़रिए सुनना, बोलना, पढ़ना और लिखना आत्मविश्वास से सिखाता है। ग्रामर संदर्भ में सिखाई जाती है, और नियमित स्पीकिंग असेसमेंट से प्रगति दिखती है।",
    keywords:
      "spoken fluency fluent vocabulary pronunciation angrezi angreji bolna sikhna public personality elocution अंग्रेज़ी अंग्रेजी बोलना स्पोकन इंग्लिश",
    url: "/programs/communicative-english",
    linkLabel: "See the Communicative English course",
    linkLabelHi: "कम्युनिकेटिव इंग्लिश कोर्स देखें",
  },
  {
    title: "Coding course",
    titleHi: "कोडिंग (Coding) कोर्स",
    body: "Our Coding course, for ages {ages:coding}, starts with Scratch-style block coding and moves on to Python, simple websites with HTML and CSS, simple apps and an age-appropriate introduction to AI. Every module ends with a project children can show their family.",
    bodyHi:
      "हमारा कोडिंग (Coding) कोर्स {ages:coding} साल के बच्चों के लिए है: Scratch-स्टाइल ब्लॉक कोडिंग से शुरू होकर Python, HTML और CSS से आसान वेबसाइट, आसान ऐप और उम्र के अनुसार AI का परिचय। हर मॉड्यूल एक प्रोजेक्ट पर ख़त्म होता है जिसे बच्चे अपने परिवार को दिखा सकते हैं।",
    keywords:
      "programming program computer coder game games banana app development kya sikhate web design प्रोग्रामिंग कंप्यूटर वेबसाइट ऐप",
    url: "/programs/coding",
    linkLabel: "See the Coding course",
    linkLabelHi: "कोडिंग कोर्स देखें",
  },
  {
    title: "Abacus or Vedic Maths?",
    titleHi: "अबेकस (Abacus) या वैदिक मैथ्स (Vedic Maths)?",
    body: "Abacus uses a bead tool: children calculate on a soroban-style abacus, then learn to picture it in their minds (ages {ages:abacus}). Vedic Maths teaches mental shortcuts built on sixteen sutras, for calculating and checking faster (ages {ages:vedic-maths}, once children know their basic times tables).",
    bodyHi:
      "अबेकस (Abacus) में मोतियों वाला उपकरण होता है: बच्चे सोरोबान-स्टाइल अबेकस पर हिसाब करते हैं, फिर उसे मन में देखकर हल करना सीखते हैं ({ages:abacus} साल)। वैदिक मैथ्स (Vedic Maths) सोलह सूत्रों पर आधारित मानसिक शॉर्टकट सिखाता है, जल्दी हिसाब करने और जाँचने के लिए ({ages:vedic-maths} साल, जब बच्चे बुनियादी पहाड़े जान लें)।",
    keywords:
      "difference different compare comparison vs versus better which fark farak antar kya behtar dono both अंतर फ़र्क फर्क बेहतर कौन सा",
    url: "/programs/vedic-maths",
    linkLabel: "See the Vedic Maths course",
    linkLabelHi: "वैदिक मैथ्स कोर्स देखें",
  },
  {
    title: "Abacus for concentration and memory",
    titleHi: "एकाग्रता और याददाश्त के लिए अबेकस (Abacus)",
    body: "Yes, sharper concentration and stronger memory are among the main benefits of our Abacus course. Moving beads while listening, then picturing the abacus to solve sums mentally, trains attention span, working memory, visual thinking and listening skills.",
    bodyHi:
      "हाँ, बेहतर एकाग्रता और मज़बूत याददाश्त हमारे अबेकस (Abacus) कोर्स के मुख्य फ़ायदों में हैं। सुनते हुए मोती चलाना, फिर अबेकस को मन में देखकर सवाल हल करना, ध्यान की अवधि, वर्किंग मेमोरी, विज़ुअल सोच और सुनने की क्षमता को मज़बूत करता है।",
    keywords:
      "focus dhyan dimag brain brainpower sharp mind padhai man nahi lagta distracted yaad yaaddasht power ध्यान दिमाग़ दिमाग याद फोकस",
    url: "/programs/abacus",
    linkLabel: "See the Abacus course",
    linkLabelHi: "अबेकस कोर्स देखें",
  },
  {
    title: "Does it help with school maths?",
    titleHi: "क्या इससे स्कूल के गणित में मदद मिलती है?",
    body: "Yes, our Abacus and Vedic Maths courses are designed to sit alongside the CBSE, ICSE and state board maths syllabi, supporting what children learn at school rather than replacing it. Our trainers make sure children still understand the standard methods their exams expect.",
    bodyHi:
      "हाँ, हमारे अबेकस (Abacus) और वैदिक मैथ्स (Vedic Maths) कोर्स CBSE, ICSE और स्टेट बोर्ड के गणित के साथ चलने के लिए बने हैं; ये स्कूल की पढ़ाई की जगह नहीं लेते, उसका साथ देते हैं। हमारे ट्रेनर ध्यान रखते हैं कि बच्चे परीक्षा में अपेक्षित सामान्य तरीके भी समझें।",
    keywords: "exam marks padhai homework weak ganit kamzor ssc mathematics math गणित स्कूल परीक्षा मार्क्स कमज़ोर बोर्ड",
    url: "/programs/vedic-maths",
    linkLabel: "See the Vedic Maths course",
    linkLabelHi: "वैदिक मैथ्स कोर्स देखें",
  },
  {
    title: "A shy child and spoken English",
    titleHi: "शर्मीला बच्चा और बोलकर इंग्लिश",
    body: "Yes, Communicative English is built for this: many children can write English but hesitate to speak. Speaking and listening are at the centre of every class, through role-plays, show-and-tell and storytelling, in a warm setting where mistakes are part of learning.",
    bodyHi:
      "हाँ, कम्युनिकेटिव इंग्लिश (Communicative English) इसी के लिए बना है: कई बच्चे इंग्लिश लिख लेते हैं पर बोलने में झिझकते हैं। हर क्लास में बोलने और सुनने पर ज़ोर होता है, रोल-प्ले, शो-एंड-टेल और कहानी के ज़रिए, ऐसे माहौल में जहाँ गलतियाँ सीखने का हिस्सा हैं।",
    keywords:
      "quiet introvert nervous darta sharmata sharmila confidence stage fear bolne jhijhak bol nahi pata शर्मीला झिझक डर आत्मविश्वास बोल नहीं पाता",
    url: "/programs/communicative-english",
    linkLabel: "See the Communicative English course",
    linkLabelHi: "कम्युनिकेटिव इंग्लिश कोर्स देखें",
  },
  {
    title: "English alongside your home language",
    titleHi: "घर की भाषा के साथ इंग्लिश",
    body: "Yes, Communicative English respects every child's home language, whether Hindi, Marathi, Gujarati or another, and builds English alongside it, in the multilingual spirit of NEP 2020. Our assessment places each child at the right level, and parents needn't be fluent in English to help at home.",
    bodyHi:
      "हाँ, कम्युनिकेटिव इंग्लिश (Communicative English) हर बच्चे की घर की भाषा का सम्मान करता है, चाहे हिंदी हो, मराठी, गुजराती या कोई और, और उसके साथ-साथ इंग्लिश सिखाता है, NEP 2020 की बहुभाषी भावना में। हमारा असेसमेंट हर बच्चे को सही लेवल पर रखता है, और घर पर मदद के लिए माता-पिता को फ़र्राटेदार इंग्लिश आना ज़रूरी नहीं।",
    keywords: "mother tongue medium vernacular beginner zero nahi aati weak speak मातृभाषा मीडियम कमज़ोर शुरुआत नहीं आती",
    url: "/programs/communicative-english",
    linkLabel: "See the Communicative English course",
    linkLabelHi: "कम्युनिकेटिव इंग्लिश कोर्स देखें",
  },
  {
    title: "Introduction to AI",
    titleHi: "AI (आर्टिफ़िशियल इंटेलिजेंस) का परिचय",
    body: "Yes, older students in our Coding course get an age-appropriate introduction to AI: how computers learn from examples, training a simple model with friendly classroom tools, and why fairness, privacy and responsible use matter.",
    bodyHi:
      "हाँ, हमारे कोडिंग (Coding) कोर्स में बड़े बच्चों को उम्र के अनुसार AI का परिचय मिलता है: कंप्यूटर उदाहरणों से कैसे सीखते हैं, आसान क्लासरूम टूल से एक छोटा मॉडल ट्रेन करना, और निष्पक्षता, प्राइवेसी और ज़िम्मेदार इस्तेमाल क्यों ज़रूरी है।",
    keywords: "artificial intelligence machine learning chatgpt ml future technology sikhate एआई मशीन लर्निंग आर्टिफिशियल",
    url: "/programs/coding",
    linkLabel: "See the Coding course",
    linkLabelHi: "कोडिंग कोर्स देखें",
  },
  {
    title: "Coding and screen time",
    titleHi: "कोडिंग (Coding) और स्क्रीन टाइम",
    body: "Coding is active, creative screen time, very different from passive scrolling. Our classes also include unplugged activities, such as acting out instructions or solving logic puzzles on paper, and children learn to use technology and AI safely and responsibly.",
    bodyHi:
      "कोडिंग (Coding) सक्रिय और रचनात्मक स्क्रीन टाइम है, बेमतलब स्क्रॉल करने से बिल्कुल अलग। हमारी क्लास में बिना कंप्यूटर वाली गतिविधियाँ भी होती हैं, जैसे निर्देशों का अभिनय या काग़ज़ पर लॉजिक पहेलियाँ, और बच्चे टेक्नोलॉजी और AI का सुरक्षित और ज़िम्मेदार इस्तेमाल सीखते हैं।",
    keywords:
      "mobile addiction eyes phone too much computer harmful nuksan safe safety internet आँखें मोबाइल लत नुकसान ज़्यादा",
    url: "/programs/coding",
    linkLabel: "See the Coding course",
    linkLabelHi: "कोडिंग कोर्स देखें",
  },

  // Schools
  {
    title: "SkillSprouts for schools",
    titleHi: "स्कूलों के लिए स्किलस्प्राउट्स (SkillSprouts)",
    body: "Schools can partner with us to run Abacus, Vedic Maths, Communicative English and Coding for ages 4 to 14: an integrated curriculum, certified instructors or training for your teachers, kits, assessments and progress reports, planned around your timetable. Call {schools_phone} or e-mail {partners_email}.",
    bodyHi:
      "स्कूल हमारे साथ पार्टनरशिप करके 4 से 14 साल के बच्चों के लिए अबेकस (Abacus), वैदिक मैथ्स (Vedic Maths), कम्युनिकेटिव इंग्लिश (Communicative English) और कोडिंग (Coding) चला सकते हैं: एकीकृत पाठ्यक्रम, सर्टिफ़ाइड इंस्ट्रक्टर या आपके टीचरों की ट्रेनिंग, किट, असेसमेंट और प्रोग्रेस रिपोर्ट, आपके टाइमटेबल के हिसाब से। {schools_phone} पर फ़ोन करें या {partners_email} पर ई-मेल करें।",
    keywords:
      "partnership principal trustee management institution tie up collaboration introduce proposal स्कूल पार्टनरशिप प्रिंसिपल",
    url: "/for-schools",
    linkLabel: "See how we partner with schools",
    linkLabelHi: "देखें हम स्कूलों के साथ कैसे काम करते हैं",
  },
  {
    title: "How a school partnership works",
    titleHi: "स्कूल पार्टनरशिप कैसे होती है",
    body: "In four steps: you tell us about your school, the grades and the skills you have in mind; we run a demo for your students and share a tailored proposal; we plan the timetable, train the instructors or teachers and deliver the kits; then classes begin, with level-by-level assessments and progress reports.",
    bodyHi:
      "चार कदमों में: आप हमें अपने स्कूल, कक्षाओं और जिन कौशलों को आप चाहते हैं उनके बारे में बताते हैं; हम आपके छात्रों के लिए डेमो करते हैं और आपके लिए प्रस्ताव देते हैं; हम टाइमटेबल तय करते हैं, इंस्ट्रक्टर या टीचरों को ट्रेन करते हैं और किट पहुँचाते हैं; फिर क्लास शुरू होती हैं, लेवल-दर-लेवल असेसमेंट और प्रोग्रेस रिपोर्ट के साथ।",
    keywords: "process procedure onboarding start launch kaise shuru tarika प्रक्रिया शुरुआत तरीका",
    url: "/for-schools",
    linkLabel: "See how we partner with schools",
    linkLabelHi: "देखें हम स्कूलों के साथ कैसे काम करते हैं",
  },
  {
    title: "Kits and materials for schools",
    titleHi: "स्कूलों के लिए किट और सामग्री",
    body: "Yes, partner schools receive abacus kits, workbooks and activity materials ready to use, so every child has something in hand from the very first lesson. In Abacus, every child practises on a soroban-style abacus.",
    bodyHi:
      "हाँ, पार्टनर स्कूलों को इस्तेमाल के लिए तैयार अबेकस किट, वर्कबुक और गतिविधि सामग्री मिलती है, ताकि पहली क्लास से ही हर बच्चे के हाथ में कुछ हो। अबेकस (Abacus) में हर बच्चा सोरोबान-स्टाइल अबेकस पर अभ्यास करता है।",
    keywords:
      "kit books book worksheets study material stationery tool supplied provide milega kitab किताब किताबें किट वर्कबुक",
    url: "/for-schools",
    linkLabel: "See how we partner with schools",
    linkLabelHi: "देखें हम स्कूलों के साथ कैसे काम करते हैं",
  },
  {
    title: "Teacher training for schools",
    titleHi: "स्कूलों के लिए टीचर ट्रेनिंग",
    body: "Yes, we can train your school's own teachers to teach our programs, or our certified instructors can teach the classes. Teachers practise every activity and tool before they teach it, are assessed and certified by SkillSprouts, and get refresher workshops through the year.",
    bodyHi:
      "हाँ, हम आपके स्कूल के अपने टीचरों को हमारे प्रोग्राम पढ़ाने की ट्रेनिंग दे सकते हैं, या हमारे सर्टिफ़ाइड इंस्ट्रक्टर क्लास ले सकते हैं। टीचर पढ़ाने से पहले हर गतिविधि और टूल का अभ्यास करते हैं, स्किलस्प्राउट्स (SkillSprouts) उनका असेसमेंट करके उन्हें सर्टिफ़ाई करता है, और साल भर रिफ़्रेशर वर्कशॉप होती हैं।",
    keywords: "workshop ttp upskill faculty development course karna प्रशिक्षण ट्रेनिंग वर्कशॉप शिक्षक",
    url: "/for-schools",
    linkLabel: "See how we partner with schools",
    linkLabelHi: "देखें हम स्कूलों के साथ कैसे काम करते हैं",
  },

  // The company
  {
    title: "SkillSprouts in numbers",
    titleHi: "आंकड़ों में स्किलस्प्राउट्स (SkillSprouts)",
    body: "SkillSprouts in numbers: {figures}.",
    bodyHi: "आंकड़ों में स्किलस्प्राउट्स (SkillSprouts): {figures}।",
    keywords:
      "how many schools students teachers experience years old company around since established running kitne saal trusted big statistics कितने स्कूल बच्चे अनुभव साल",
    url: "/about-us",
    linkLabel: "Read about us",
    linkLabelHi: "हमारे बारे में पढ़ें",
  },
  {
    title: "About SkillSprouts",
    titleHi: "स्किलस्प्राउट्स (SkillSprouts) के बारे में",
    body: "SkillSprouts began in Mira Road, Mumbai, with small classes for children from the neighbourhood, and grew as schools asked us in. Our mission is to give every child skills beyond the exam: quick, confident thinking, clear communication and the courage to create, hand in hand with schools and parents.",
    bodyHi:
      "स्किलस्प्राउट्स (SkillSprouts) की शुरुआत मीरा रोड, मुंबई में आस-पास के बच्चों की छोटी क्लास से हुई, और स्कूलों के बुलाने पर यह आगे बढ़ा। हमारा मिशन हर बच्चे को परीक्षा से आगे के कौशल देना है: तेज़ और आत्मविश्वासी सोच, साफ़ बातचीत और कुछ नया बनाने का साहस, स्कूलों और माता-पिता के साथ मिलकर।",
    keywords:
      "company history founded started vision story kab shuru kisne who are you kaun ho aap इतिहास शुरुआत मिशन कंपनी कौन",
    url: "/about-us",
    linkLabel: "Read about us",
    linkLabelHi: "हमारे बारे में पढ़ें",
  },
  {
    title: "Who leads SkillSprouts",
    titleHi: "स्किलस्प्राउट्स (SkillSprouts) का नेतृत्व",
    body: "A small team of educators leads SkillSprouts: the heads of our courses, who train our instructors and write for our blog. Our About page introduces each of them with their role.",
    bodyHi:
      "शिक्षकों की एक छोटी टीम स्किलस्प्राउट्स (SkillSprouts) का नेतृत्व करती है: हमारे कोर्स के प्रमुख, जो हमारे इंस्ट्रक्टरों को ट्रेनिंग देते हैं और हमारे ब्लॉग पर लिखते हैं। हमारे About पेज पर हर एक का परिचय उनकी भूमिका के साथ है।",
    keywords: "owner ceo management leadership malik kaun hai name संस्थापक मालिक डायरेक्टर टीम कौन",
    url: "/about-us",
    linkLabel: "Read about us",
    linkLabelHi: "हमारे बारे में पढ़ें",
  },
  {
    title: "Careers at SkillSprouts",
    titleHi: "स्किलस्प्राउट्स (SkillSprouts) में करियर",
    body: "We hire abacus trainers, Vedic Maths instructors, curriculum writers and partnership staff. Current openings, with their location and type, are on our Careers page, where you can apply with your CV; or e-mail your CV to {careers_email}.",
    bodyHi:
      "हम अबेकस ट्रेनर, वैदिक मैथ्स इंस्ट्रक्टर, करिकुलम लेखक और पार्टनरशिप स्टाफ़ रखते हैं। अभी की वैकेंसी, जगह और प्रकार के साथ, हमारे Careers पेज पर हैं, जहाँ आप अपने CV के साथ आवेदन कर सकते हैं; या अपना CV {careers_email} पर ई-मेल करें।",
    keywords:
      "job jobs vacancy vacancies hiring naukri work teaching part time full resume join team नौकरी जॉब वैकेंसी भर्ती रिज्यूमे",
    url: "/careers",
    linkLabel: "See current openings",
    linkLabelHi: "अभी की वैकेंसी देखें",
  },

  // Things to do on the site
  {
    title: "Fun Zone games",
    titleHi: "फ़न ज़ोन (Fun Zone) गेम्स",
    body: "The Fun Zone has five quiz games anyone can play on our website, no account needed: Math Mayhem, Grammar Guru, Word Wizard, Abacus Adventure and Code Commanders. Each has timed levels and a top-10 leaderboard, and on My progress your child can see their levels and choose the name the boards show: a first name, or a made-up one.",
    bodyHi:
      "फ़न ज़ोन (Fun Zone) में पाँच क्विज़ गेम हैं जिन्हें कोई भी हमारी वेबसाइट पर खेल सकता है, अकाउंट की ज़रूरत नहीं: Math Mayhem, Grammar Guru, Word Wizard, Abacus Adventure और Code Commanders। हर गेम में समय वाले लेवल और टॉप-10 लीडरबोर्ड है, और My progress पेज पर बच्चा अपने लेवल देख सकता है और बोर्ड के लिए निकनेम चुन सकता है।",
    keywords: "game khel khelna practice activity puzzle rank ranking score points खेल गेम क्विज़ खेलना स्कोर",
    url: "/fun-zone",
    linkLabel: "Play in the Fun Zone",
    linkLabelHi: "फ़न ज़ोन में खेलें",
  },
  {
    title: "Story Time",
    titleHi: "स्टोरी टाइम (Story Time)",
    body: "Story Time is an interactive story for children on our website: help Pip the fox cub find the way home through the Whispering Woods. Every choice changes the ending, and children can play again to find another.",
    bodyHi:
      "स्टोरी टाइम (Story Time) हमारी वेबसाइट पर बच्चों के लिए एक इंटरैक्टिव कहानी है: पिप (Pip) नाम के लोमड़ी के बच्चे को व्हिस्परिंग वुड्स (Whispering Woods) से घर का रास्ता ढूँढने में मदद करें। हर चुनाव से कहानी का अंत बदल जाता है, और बच्चे दोबारा खेलकर दूसरा अंत ढूँढ सकते हैं।",
    keywords: "stories kahani kahaniyan read reading bedtime tale kids कहानी कहानियाँ पढ़ना",
    url: "/story-time",
    linkLabel: "Start Story Time",
    linkLabelHi: "स्टोरी टाइम शुरू करें",
  },
  {
    title: "Brochures",
    titleHi: "ब्रोशर",
    body: "You can view, print or save as PDF two brochures: the Official Brochure for school partners (programs, teacher training and how a partnership works) and the Student Brochure for students and parents (courses, games, stories and a free trial class).",
    bodyHi:
      "आप दो ब्रोशर देख, प्रिंट या PDF के रूप में सेव कर सकते हैं: स्कूल पार्टनर्स के लिए Official Brochure (प्रोग्राम, टीचर ट्रेनिंग और पार्टनरशिप कैसे होती है) और छात्रों व माता-पिता के लिए Student Brochure (कोर्स, गेम, कहानियाँ और फ्री ट्रायल क्लास)।",
    keywords: "download prospectus leaflet pamphlet details information booklet course ब्रोशर पीडीएफ डाउनलोड जानकारी",
    url: "/brochures",
    linkLabel: "Open the brochures",
    linkLabelHi: "ब्रोशर खोलें",
  },
  {
    title: "Our blog",
    titleHi: "हमारा ब्लॉग",
    body: "Our blog has articles for parents and teachers about Abacus, Vedic Maths, Communicative English and Coding: how abacus builds focus, Vedic Maths techniques, helping your child speak English with confidence and a parent's guide to coding.",
    bodyHi:
      "हमारे ब्लॉग पर माता-पिता और शिक्षकों के लिए अबेकस (Abacus), वैदिक मैथ्स (Vedic Maths), कम्युनिकेटिव इंग्लिश (Communicative English) और कोडिंग (Coding) पर लेख हैं: अबेकस से ध्यान कैसे बढ़ता है, वैदिक मैथ्स की तकनीकें, बच्चे को आत्मविश्वास से इंग्लिश बोलने में मदद, और कोडिंग पर माता-पिता के लिए गाइड।",
    keywords: "article read tips news posts ideas lekh ब्लॉग लेख टिप्स",
    url: "/blog",
    linkLabel: "Read our blog",
    linkLabelHi: "हमारा ब्लॉग पढ़ें",
  },
  {
    title: "School Feeds",
    titleHi: "स्कूल फ़ीड्स (School Feeds)",
    body: "School Feeds shows moments our partner schools are proud of: photos and videos of projects, competitions and performances by SkillSprouts students.",
    bodyHi:
      "स्कूल फ़ीड्स (School Feeds) में वे पल हैं जिन पर हमारे पार्टनर स्कूलों को गर्व है: स्किलस्प्राउट्स (SkillSprouts) के छात्रों के प्रोजेक्ट, प्रतियोगिताओं और प्रस्तुतियों की फ़ोटो और वीडियो।",
    keywords: "feed pictures pics gallery events achievements winners news फ़ोटो फोटो वीडियो गैलरी",
    url: "/feeds",
    linkLabel: "See the feeds",
    linkLabelHi: "फ़ीड्स देखें",
  },

  // Privacy and safety
  {
    title: "Privacy of your data",
    titleHi: "आपके डेटा की गोपनीयता",
    body: "We keep only what you type into our forms and use it only for what the form says. There are no adverts, analytics or tracking, and we never sell your data. Old messages and requests are deleted automatically, and you can ask us to delete anything by writing to {general_email}.",
    bodyHi:
      "हम सिर्फ़ वही रखते हैं जो आप हमारे फ़ॉर्म में लिखते हैं, और उसे सिर्फ़ उसी काम के लिए इस्तेमाल करते हैं जो फ़ॉर्म में लिखा है। कोई विज्ञापन, एनालिटिक्स या ट्रैकिंग नहीं, और हम आपका डेटा कभी नहीं बेचते। पुराने मैसेज और अनुरोध अपने-आप मिट जाते हैं, और {general_email} पर लिखकर आप कुछ भी मिटवा सकते हैं।",
    keywords:
      "personal information safe secure dpdp gdpr cookies share sell companies third party others details number misuse प्राइवेसी निजता डेटा जानकारी सुरक्षित",
    url: "/privacy",
    linkLabel: "Read our privacy notice",
    linkLabelHi: "हमारी प्राइवेसी नोटिस पढ़ें",
  },
  {
    title: "Children's safety on our website",
    titleHi: "हमारी वेबसाइट पर बच्चों की सुरक्षा",
    body: "Children can play the Fun Zone games, read Story Time and ask Brainy questions without an account, and we never ask them for contact details there. Leaderboards show only a first name (with one initial at most) or a made-up name, unkind names are refused, and we don't track children or show them adverts.",
    bodyHi:
      "बच्चे बिना अकाउंट के फ़न ज़ोन (Fun Zone) के गेम खेल सकते हैं, स्टोरी टाइम (Story Time) पढ़ सकते हैं और Brainy से सवाल पूछ सकते हैं, और वहाँ हम उनसे कभी संपर्क जानकारी नहीं माँगते। लीडरबोर्ड पर सिर्फ़ पहला नाम या निकनेम दिखता है, बुरे नाम स्वीकार नहीं होते, और हम बच्चों को ट्रैक नहीं करते, न उन्हें विज्ञापन दिखाते हैं।",
    keywords:
      "safe online kids secure ads advertisement stranger login signup privacy बच्चों सुरक्षा सुरक्षित विज्ञापन ऑनलाइन",
    url: "/privacy",
    linkLabel: "Read our privacy notice",
    linkLabelHi: "हमारी प्राइवेसी नोटिस पढ़ें",
  },
];
