import type {
  SeedBlogPost,
  SeedFaq,
  SeedFeed,
  SeedJobOpening,
  SeedLeader,
  SeedProgram,
  SeedStat,
  SeedTestimonial,
} from "./content-types.ts";
import { seedFigures } from "./company.ts";

/** Original seed content for SkillSprouts, inserted into an empty database. */

export const heroContent: { title: string; subtitle: string } = {
  title: "Skills That Help Young Minds Grow",
  subtitle:
    "Abacus, Vedic Maths, Communicative English and Coding programs for children aged 4 to 14, trusted by {schools} partner schools for over {years} years. Joyful, NEP 2020-aligned learning that builds confidence for school and for life.",
};

/** The hero in Hindi and Marathi, beside the English (docs/glossary.md); figures in braces as in the English. */
export const heroContentIn: Record<"hi" | "mr", { title: string; subtitle: string }> = {
  hi: {
    title: "ऐसे हुनर, जिनसे नन्हे मन आगे बढ़ें",
    subtitle:
      "4 से 14 साल के बच्चों के लिए अबेकस (Abacus), वैदिक मैथ्स (Vedic Maths), कम्युनिकेटिव इंग्लिश (Communicative English) और कोडिंग (Coding) के कोर्स, जिन पर {years} सालों से {schools} पार्टनर स्कूल भरोसा करते हैं। राष्ट्रीय शिक्षा नीति (NEP 2020) के अनुरूप, खुशी-खुशी सीखने का तरीका, जो स्कूल और ज़िंदगी दोनों के लिए आत्मविश्वास देता है।",
  },
  mr: {
    title: "लहान मनांना घडवणारी कौशल्ये",
    subtitle:
      "4 ते 14 वर्षांच्या मुलांसाठी अबॅकस (Abacus), वैदिक गणित (Vedic Maths), कम्युनिकेटिव्ह इंग्लिश (Communicative English) आणि कोडिंग (Coding) कोर्स, ज्यांच्यावर {years} वर्षांपासून {schools} पार्टनर शाळा विश्वास ठेवतात. राष्ट्रीय शैक्षणिक धोरणाशी (NEP 2020) सुसंगत, आनंदाने शिकण्याची पद्धत, जी शाळेसाठी आणि आयुष्यासाठी आत्मविश्वास देते.",
  },
};

export const seedStats: SeedStat[] = [
  {
    key: "schools",
    icon: "School",
    value: seedFigures.schools,
    label: "Partner Schools",
    labelHi: "पार्टनर स्कूल",
    labelMr: "पार्टनर शाळा",
  },
  {
    key: "teachers",
    icon: "GraduationCap",
    value: seedFigures.teachers,
    label: "Teachers Trained",
    labelHi: "ट्रेनिंग पाए टीचर",
    labelMr: "प्रशिक्षित शिक्षक",
  },
  { key: "students", icon: "Users", value: seedFigures.students, label: "Students", labelHi: "बच्चे", labelMr: "मुले" },
  {
    key: "years",
    icon: "Award",
    value: seedFigures.years,
    label: "Years of Experience",
    labelHi: "साल का अनुभव",
    labelMr: "वर्षांचा अनुभव",
  },
];

export const seedPrograms: SeedProgram[] = [
  {
    id: "abacus",
    icon: "Calculator",
    title: "Abacus",
    shortDescription: "Bead-by-bead mental arithmetic that builds speed, focus and lasting confidence with numbers.",
    description:
      "Our Abacus program uses the traditional soroban-style abacus to teach addition, subtraction, multiplication and division through hands-on bead work. As children move through graded levels, they learn to picture the abacus in their minds and calculate mentally with speed and accuracy.",
    fullDescription:
      "The abacus turns numbers into something a child can see and touch. Each rod of our soroban-style abacus has one upper bead worth five and four lower beads worth one, so ideas like place value, carrying and borrowing become clear through movement rather than memorisation. Young learners begin with simple bead work and number recognition, and steadily build up to multi-digit sums.\n\nAs students progress, they practise visualisation: solving sums by imagining the abacus instead of touching it. This mental arithmetic stage strengthens concentration, working memory and listening skills, which children carry into every subject. Short timed drills, flash cards and friendly challenges keep every class lively, and each level ends with an assessment so that parents and teachers can see real progress.\n\nThe program is delivered in partner schools by teachers trained and certified by SkillSprouts, and can also be taken by individual students. It is designed to sit comfortably alongside the CBSE, ICSE and state board maths syllabi, supporting what children learn in the classroom rather than replacing it.",
    color: "from-amber-400 to-orange-500",
    backgroundImage:
      "A bright wooden abacus with red, orange and yellow beads on a sunny classroom desk, with number cards scattered around it.",
    ageRange: "Ages 5–14",
    features: [
      "Structured, level-based curriculum from beginner to advanced",
      "Hands-on practice with a soroban-style abacus for every child",
      "Visualisation (mental abacus) training from the intermediate levels",
      "Flash-card, listening-sum and timed speed drills in every class",
      "Level assessments with clear progress reports for parents",
      "Classes led by SkillSprouts-trained and certified teachers",
    ],
    learningOutcomes: [
      "Read and set numbers on the abacus quickly and confidently",
      "Add and subtract multi-digit numbers with speed and accuracy",
      "Multiply and divide using abacus methods at the advanced levels",
      "Solve sums mentally by visualising the abacus",
      "Understand place value, carrying and borrowing clearly",
      "Solve dictated listening sums at steadily increasing speeds",
    ],
    benefits: [
      "Sharper concentration and a longer attention span",
      "Stronger working memory and visual thinking",
      "Less fear of maths and greater self-confidence",
      "Better listening skills and hand–eye coordination",
      "Faster, more accurate work in school maths",
      "A healthy habit of short, regular, focused practice",
    ],
    imageGallery: [
      {
        alt: "Children practising sums on their abacus in class",
        description:
          "A Class 2 group works through a bead-work warm-up, each child moving beads with thumb and index finger as the teacher calls out numbers.",
      },
      {
        alt: "A student solving sums with eyes closed",
        description:
          "An intermediate-level student visualises the abacus and moves her fingers in the air to solve a mental arithmetic round.",
      },
      {
        alt: "Students receiving level completion certificates",
        description:
          "Proud learners from a partner school in Thane receive their certificates after clearing their level assessment.",
      },
    ],
  },
  {
    id: "vedic-maths",
    icon: "Sigma",
    title: "Vedic Maths",
    shortDescription:
      "Smart mental calculation techniques that make multiplication, division and squares quick and fun.",
    description:
      "Vedic Maths teaches a set of elegant techniques, built around sixteen short formulas called sutras, for calculating faster and checking answers with ease. Students learn to look at the numbers first and choose the smartest route to the answer, which builds number sense and confidence for school exams and Olympiads.",
    fullDescription:
      "Vedic Maths is a collection of mental calculation methods organised around sixteen sutras and thirteen sub-sutras, compiled and popularised by Swami Bharati Krishna Tirtha in the twentieth century. Each sutra is a compact idea, such as “vertically and crosswise” or “all from nine and the last from ten”, that applies to many kinds of problems. Children discover that long multiplication, squaring and subtraction from powers of ten can often be done in a single line, or entirely in their heads.\n\nOur program introduces one technique at a time, explains why it works in language children understand, and gives plenty of practice with real-life numbers. Students learn to estimate, to check answers using digit sums, and to choose between methods depending on the numbers in front of them. This flexible, thinking-first approach is what makes Vedic Maths so valuable.\n\nVedic Maths does not replace school methods. CBSE, ICSE and state board exams still expect standard working, and our trainers make sure students understand both. What children gain is speed, accuracy and a new confidence that shows up in class tests, Olympiads and, later, in competitive exams.",
    color: "from-emerald-400 to-teal-500",
    backgroundImage:
      "A green chalkboard filled with neat multiplication shortcuts and squares, with coloured chalk and a smiling sun doodle in the corner.",
    ageRange: "Ages 8–14",
    features: [
      "Step-by-step coverage of the key Vedic sutras and sub-sutras",
      "Shortcuts for multiplication, division, squares, cubes and roots",
      "Quick answer-checking using digit sums",
      "Worksheets and speed challenges matched to each student's class",
      "Olympiad-style problem-solving practice",
      "Live online and in-school batches led by trained instructors",
    ],
    learningOutcomes: [
      "Multiply two- and three-digit numbers mentally using vertical and crosswise methods",
      "Square numbers ending in 5 and numbers close to a base instantly",
      "Subtract from 100, 1,000 and 10,000 without borrowing",
      "Divide quickly using Vedic division techniques",
      "Check answers in seconds using digit sums",
      "Choose the most efficient method for a given problem",
    ],
    benefits: [
      "Faster, more accurate calculation in school maths",
      "Stronger number sense and estimation skills",
      "Less exam anxiety and more confidence with numbers",
      "Better performance in Olympiads and aptitude tests",
      "Flexible, creative thinking about problems",
      "An appreciation of a rich mathematical tradition from India",
    ],
    imageGallery: [
      {
        alt: "Students solving multiplication on a chalkboard",
        description:
          "Class 6 students race to solve two-digit multiplications using the vertically and crosswise method.",
      },
      {
        alt: "An instructor explaining a Vedic Maths technique online",
        description: "An instructor demonstrates squaring numbers ending in 5 during a live online batch.",
      },
      {
        alt: "Children checking answers in their notebooks",
        description: "Learners use digit sums to check their answers before handing in a speed-challenge worksheet.",
      },
    ],
  },
  {
    id: "communicative-english",
    icon: "MessagesSquare",
    title: "Communicative English",
    shortDescription:
      "Activity-based English classes that help children listen, speak, read and write with confidence.",
    description:
      "Communicative English helps children use English naturally in real situations, from introducing themselves to telling stories, giving presentations and taking part in discussions. Through role-plays, phonics, storytelling and games, students build fluency, vocabulary and the confidence to express their ideas clearly.",
    fullDescription:
      "Many children can read and write English well enough for exams but hesitate when they need to speak. Our Communicative English program closes that gap by putting speaking and listening at the centre of every class. Children practise real conversations through role-plays, show-and-tell, storytelling, games and group tasks, in a warm setting where mistakes are part of learning.\n\nThe curriculum grows with the child. Younger learners begin with phonics, rhymes, picture talk and everyday vocabulary, while older students move on to reading comprehension, creative and structured writing, debates, presentations and interview-style conversations. Grammar is taught in context, so children understand how and why language works instead of memorising rules in isolation.\n\nThe program respects every child's home language and builds English alongside it, in the multilingual spirit of NEP 2020. Regular speaking assessments and progress notes help parents and teachers see how each child's confidence and fluency develop over the year.",
    color: "from-sky-400 to-blue-600",
    backgroundImage:
      "Cheerful speech bubbles in sky blue and white floating above a group of children chatting in a circle on a classroom mat.",
    ageRange: "Ages 4–14",
    features: [
      "Graded levels covering listening, speaking, reading and writing",
      "Phonics and early reading for young learners",
      "Role-plays, storytelling, show-and-tell and language games",
      "Public speaking, debates and presentation practice for older students",
      "Grammar and vocabulary taught in meaningful context",
      "Regular speaking assessments with progress notes for parents",
    ],
    learningOutcomes: [
      "Speak clearly and confidently in everyday situations",
      "Listen carefully and respond appropriately in conversations",
      "Read with fluency, expression and understanding",
      "Write well-organised paragraphs, letters and stories",
      "Use correct grammar and a wider vocabulary naturally",
      "Present ideas to a group with confidence",
    ],
    benefits: [
      "Greater confidence in class participation and presentations",
      "Better performance in English across the school syllabus",
      "Stronger listening and comprehension skills",
      "Improved pronunciation and clarity of speech",
      "Social confidence in meeting new people",
      "A strong foundation for interviews and higher studies later on",
    ],
    imageGallery: [
      {
        alt: "Young children in a storytelling circle",
        description:
          "Kindergarten learners act out a favourite story with puppets during a Communicative English session.",
      },
      {
        alt: "A student giving a presentation to classmates",
        description: "A Class 7 student presents a short talk on saving water while classmates prepare questions.",
      },
      {
        alt: "Children role-playing a shop conversation",
        description: "Students practise polite everyday conversation by role-playing a visit to a neighbourhood shop.",
      },
    ],
  },
  {
    id: "coding",
    icon: "CodeXml",
    title: "Coding",
    shortDescription: "From colourful block coding to Python, websites, simple apps and a first look at AI.",
    description:
      "Our Coding program takes children from drag-and-drop block coding to real programming in Python, and on to building simple websites and apps. Along the way, students get an age-appropriate introduction to artificial intelligence and learn to use technology thoughtfully and safely.",
    fullDescription:
      "Coding is really about thinking: breaking a big problem into small steps, spotting patterns and testing ideas until they work. Younger students start with Scratch-style block coding, creating animations, stories and games by snapping blocks together. This lets them learn sequences, loops, conditions and events without worrying about typing or syntax.\n\nAs they grow, students move on to text-based programming in Python, writing programs that solve puzzles, work with data and draw with code. They also learn the basics of HTML and CSS to build their own simple websites, and use beginner-friendly tools to design simple apps. Every module ends with a project that children can proudly show to their family and friends.\n\nOlder students also get an age-appropriate introduction to artificial intelligence: how computers can learn from examples, how to train a simple model with friendly classroom tools, and why fairness, privacy and responsible use matter. The program supports the emphasis on coding and computational thinking in NEP 2020, and is taught by teachers trained by SkillSprouts.",
    color: "from-violet-500 to-fuchsia-500",
    backgroundImage:
      "A friendly laptop showing colourful code blocks, surrounded by floating icons of a rocket, a robot and a small web page.",
    ageRange: "Ages 7–14",
    features: [
      "Scratch-style block coding for beginners",
      "Step-by-step progression to text-based Python programming",
      "Building simple websites with HTML and CSS",
      "Designing simple apps with beginner-friendly tools",
      "Age-appropriate introduction to AI and responsible technology use",
      "Project-based learning with a showcase at the end of each module",
    ],
    learningOutcomes: [
      "Understand sequences, loops, conditions, variables and events",
      "Create animations, stories and games using block coding",
      "Write, test and debug simple Python programs",
      "Build and style a simple web page with HTML and CSS",
      "Design a simple app with screens, buttons and logic",
      "Explain in simple terms how AI learns from examples and use it responsibly",
    ],
    benefits: [
      "Logical thinking and structured problem-solving",
      "Creativity through building games, stories and websites",
      "Patience and persistence learnt through debugging",
      "Confidence with technology from an early age",
      "Teamwork through pair programming and group projects",
      "A strong foundation for future studies in science and technology",
    ],
    imageGallery: [
      {
        alt: "Children building a game with block coding",
        description:
          "Class 3 students snap colourful code blocks together to make a cat character chase a ball across the screen.",
      },
      {
        alt: "A student writing a Python program on a laptop",
        description: "A Class 8 student writes and tests a Python quiz program during a computer lab session.",
      },
      {
        alt: "Students showing the websites they built",
        description: "Young coders share the personal web pages they designed with HTML and CSS at a module showcase.",
      },
    ],
  },
];

export const seedTestimonials: SeedTestimonial[] = [
  {
    name: "Dr. Sunita Deshpande",
    role: "Principal, Sunrise Public School, Thane",
    quote:
      "SkillSprouts trained our own teachers so well that the Abacus and Vedic Maths periods now run smoothly within our timetable. Our students are visibly more confident in maths, and parents have noticed the difference too.",
    rating: 5,
  },
  {
    name: "Rajesh Iyer",
    role: "Parent of Aarav, Class 4",
    quote:
      "Aarav used to dread maths homework. After a year of abacus classes he solves sums in his head and actually asks for more practice.",
    rating: 5,
    programId: "abacus",
  },
  {
    name: "Farzana Shaikh",
    role: "English Teacher, Greenfield High School, Mira Road",
    quote:
      "The Communicative English teacher training gave me practical activities I use every single day. Even my quietest students now volunteer for role-plays and show-and-tell.",
    rating: 5,
    programId: "communicative-english",
  },
  {
    name: "Pooja Mehta",
    role: "Mother of Ishaan, Class 6 student",
    quote:
      "Ishaan started with block coding and has now built his own small website about cricket. I love that the classes taught him to think step by step and not just play on the computer.",
    rating: 4,
    programId: "coding",
  },
  {
    name: "Anil Patil",
    role: "Principal, Vidya Niketan English School, Vasai",
    quote:
      "We have partnered with SkillSprouts for several years. Their team is organised, responsive and genuinely cares about every child's progress.",
    rating: 5,
  },
];

/**
 * The leadership on About Us: the people whose names and roles the blog's bylines give (a unit test holds the
 * two together), each with what they lead.
 */
export const seedLeaders: SeedLeader[] = [
  {
    name: "Meera Kulkarni",
    role: "Head of Abacus Training",
    bio: "Leads the Abacus program and trains the instructors who teach it, from the first bead movements to mental arithmetic. She has watched children who counted on their fingers learn to solve sums in their heads.",
  },
  {
    name: "Arvind Joshi",
    role: "Senior Vedic Maths Trainer",
    bio: "Teaches the sutras of Vedic Maths and shapes its levels, showing children the fastest way to the answer and a quick way to check it.",
  },
  {
    name: "Priya Nair",
    role: "Curriculum Head – Communicative English",
    bio: "Designs the Communicative English curriculum around speaking, listening and activity-based practice, so that children who know English also use it with confidence.",
  },
  {
    name: "Karan Malhotra",
    role: "Coding Program Lead",
    bio: "Leads the Coding program from block coding to Python, websites and a first look at AI, with computational thinking at its heart.",
  },
];

export const seedFaqs: SeedFaq[] = [
  {
    question: "What is the ideal age for my child to start?",
    answer:
      "Our programs are designed for children from 4 to 14 years of age, and each one has its own comfortable starting point. Communicative English can begin as early as 4, Abacus usually from around 5, Vedic Maths from about 8 (once children know their basic times tables), and Coding from around 7. Children who start later are placed at a level that suits their age and ability, so it is never too late to join.",
    questionHi: "मेरे बच्चे के लिए शुरू करने की सही उम्र क्या है?",
    answerHi:
      "हमारे प्रोग्राम 4 से 14 साल के बच्चों के लिए बनाए गए हैं, और हर प्रोग्राम की अपनी आरामदायक शुरुआती उम्र है। कम्युनिकेटिव इंग्लिश (Communicative English) 4 साल से ही शुरू हो सकता है, अबेकस (Abacus) आम तौर पर लगभग 5 साल से, वैदिक मैथ्स (Vedic Maths) लगभग 8 साल से (जब बच्चे बुनियादी पहाड़े जान लें), और कोडिंग (Coding) लगभग 7 साल से। जो बच्चे बाद में शुरू करते हैं, उन्हें उनकी उम्र और क्षमता के हिसाब से सही लेवल पर रखा जाता है, इसलिए जुड़ने में कभी देर नहीं होती।",
    questionMr: "माझ्या मुलासाठी सुरुवात करण्याचे योग्य वय कोणते?",
    answerMr:
      "आमचे प्रोग्राम 4 ते 14 वर्षांच्या मुलांसाठी बनवले आहेत, आणि प्रत्येक प्रोग्राम सुरू करण्याचे सोयीचे वय वेगळे आहे. कम्युनिकेटिव्ह इंग्लिश (Communicative English) अगदी 4 वर्षांपासून सुरू करता येते, अबॅकस (Abacus) साधारणपणे 5 वर्षांपासून, वैदिक गणित (Vedic Maths) साधारण 8 वर्षांपासून (मुलांना मूलभूत पाढे येऊ लागल्यावर), आणि कोडिंग (Coding) साधारण 7 वर्षांपासून. नंतर सुरुवात करणाऱ्या मुलांना त्यांच्या वयाला आणि क्षमतेला साजेशा लेव्हलवर ठेवले जाते, त्यामुळे सामील व्हायला कधीच उशीर होत नाही.",
  },
  {
    question: "How is Vedic Maths different from the maths taught in school?",
    answer:
      "School maths usually teaches one standard method for each type of problem, while Vedic Maths offers several shortcut techniques based on sixteen sutras and lets children choose the smartest one for the numbers in front of them. This makes mental calculation faster and gives students quick ways to check their answers. It complements the CBSE, ICSE and state board syllabi rather than replacing them, and our trainers make sure children still understand the standard methods their exams expect.",
    questionHi: "वैदिक मैथ्स (Vedic Maths) स्कूल में पढ़ाए जाने वाले गणित से कैसे अलग है?",
    answerHi:
      "स्कूल का गणित आम तौर पर हर तरह के सवाल के लिए एक मानक तरीका सिखाता है, जबकि वैदिक मैथ्स (Vedic Maths) सोलह सूत्रों पर आधारित कई शॉर्टकट तरीके देता है और बच्चों को सामने की संख्याओं के हिसाब से सबसे समझदारी भरा तरीका चुनने देता है। इससे मन में हिसाब तेज़ होता है और बच्चों को अपने जवाब जल्दी जाँचने के तरीके मिलते हैं। यह CBSE, ICSE और स्टेट बोर्ड के पाठ्यक्रम की जगह नहीं लेता, बल्कि उनका साथ देता है, और हमारे ट्रेनर ध्यान रखते हैं कि बच्चे परीक्षा में अपेक्षित मानक तरीके भी समझें।",
    questionMr: "वैदिक गणित (Vedic Maths) शाळेत शिकवल्या जाणाऱ्या गणितापेक्षा वेगळे कसे आहे?",
    answerMr:
      "शाळेच्या गणितात सहसा प्रत्येक प्रकारचे उदाहरण सोडवण्यासाठी एक ठरावीक पद्धत शिकवली जाते, तर वैदिक गणित (Vedic Maths) सोळा सूत्रांवर आधारित अनेक शॉर्टकट पद्धती देते, आणि समोर असलेल्या संख्यांसाठी सर्वात स्मार्ट पद्धत मुलांना स्वतः निवडू देते. यामुळे मनातल्या मनात आकडेमोड जलद होते आणि मुलांना आपली उत्तरे पटकन तपासण्याचे मार्ग मिळतात. हे CBSE, ICSE आणि स्टेट बोर्डच्या अभ्यासक्रमांची जागा घेत नाही, तर त्यांना साथ देते, आणि परीक्षेत अपेक्षित असलेल्या नेहमीच्या पद्धतीही मुलांना समजतील, याची आमचे ट्रेनर काळजी घेतात.",
  },
  {
    question: "My child already speaks some English. Is Communicative English still useful?",
    answer:
      "Yes. Our assessment places every child at the right level, so children who already speak some English work on fluency, vocabulary, pronunciation, reading, creative writing and public speaking. Many children can write correct English but hesitate to speak in front of others, and our activity-based classes are designed to build exactly that confidence.",
    questionHi: "मेरा बच्चा पहले से थोड़ी इंग्लिश बोलता है। क्या कम्युनिकेटिव इंग्लिश (Communicative English) फिर भी उपयोगी है?",
    answerHi:
      "हाँ। हमारा असेसमेंट हर बच्चे को सही लेवल पर रखता है, इसलिए जो बच्चे पहले से थोड़ी इंग्लिश बोलते हैं, वे धाराप्रवाह बोलने, शब्दावली, उच्चारण, पढ़ने, रचनात्मक लेखन और पब्लिक स्पीकिंग पर काम करते हैं। कई बच्चे सही इंग्लिश लिख लेते हैं पर दूसरों के सामने बोलने में झिझकते हैं, और हमारी गतिविधि-आधारित क्लास ठीक यही आत्मविश्वास बढ़ाने के लिए बनी हैं।",
    questionMr: "माझे मूल आधीच थोडे इंग्रजी बोलते. तरीही कम्युनिकेटिव्ह इंग्लिश (Communicative English) उपयोगी आहे का?",
    answerMr:
      "हो. आमचे असेसमेंट प्रत्येक मुलाला योग्य लेव्हलवर ठेवते, त्यामुळे आधीच थोडे इंग्रजी बोलणारी मुले अस्खलित बोलणे, शब्दसंग्रह, उच्चार, वाचन, सर्जनशील लेखन आणि पब्लिक स्पीकिंग यांवर काम करतात. अनेक मुले बरोबर इंग्रजी लिहू शकतात, पण इतरांसमोर बोलायला संकोचतात; आमचे उपक्रमांवर आधारित वर्ग नेमका हाच आत्मविश्वास वाढवण्यासाठी बनवले आहेत.",
  },
  {
    question: "Does the Coding program teach children to build websites or apps?",
    answer:
      "Yes. After learning the basics through Scratch-style block coding, students move on to Python and then build simple websites with HTML and CSS and design simple apps using beginner-friendly tools. Older students also get an age-appropriate introduction to artificial intelligence. Every module ends with a project that children can proudly show their family and friends.",
    questionHi: "क्या कोडिंग (Coding) प्रोग्राम में बच्चे वेबसाइट या ऐप बनाना सीखते हैं?",
    answerHi:
      "हाँ। Scratch-स्टाइल ब्लॉक कोडिंग से बुनियादी बातें सीखने के बाद बच्चे Python सीखते हैं, फिर HTML और CSS से आसान वेबसाइट बनाते हैं और शुरुआती लोगों के लिए बने आसान टूल से सरल ऐप डिज़ाइन करते हैं। बड़े बच्चों को उम्र के अनुसार आर्टिफ़िशियल इंटेलिजेंस (AI) का परिचय भी मिलता है। हर मॉड्यूल एक प्रोजेक्ट पर ख़त्म होता है, जिसे बच्चे गर्व से अपने परिवार और दोस्तों को दिखा सकते हैं।",
    questionMr: "कोडिंग (Coding) प्रोग्राममध्ये मुले वेबसाइट किंवा ॲप बनवायला शिकतात का?",
    answerMr:
      "हो. Scratch-प्रकारच्या ब्लॉक कोडिंगमधून मूलभूत गोष्टी शिकल्यानंतर मुले Python शिकतात, मग HTML आणि CSS वापरून सोप्या वेबसाइट बनवतात आणि नवशिक्यांसाठी सोप्या असलेल्या टूल्सनी साधी ॲप्स डिझाइन करतात. मोठ्या मुलांना वयाला साजेशी आर्टिफिशियल इंटेलिजन्स (AI) ची ओळखही करून दिली जाते. प्रत्येक मॉड्यूलच्या शेवटी एक प्रोजेक्ट असतो, जो मुले अभिमानाने आपल्या घरच्यांना आणि मित्रमैत्रिणींना दाखवू शकतात.",
  },
  {
    question: "How do the programs fit into a school timetable?",
    answer:
      "Partner schools usually run our programs as one or two regular periods a week within school hours, or as after-school or co-curricular clubs, whichever suits their calendar best. SkillSprouts trains the school's own teachers, provides a structured curriculum and learning material, and supports the school with assessments and progress reports. Our team works with each school to plan a schedule that fits its timetable and academic year.",
    questionHi: "ये प्रोग्राम स्कूल के टाइमटेबल में कैसे फ़िट होते हैं?",
    answerHi:
      "पार्टनर स्कूल आम तौर पर हमारे प्रोग्राम स्कूल के समय में हफ़्ते में एक या दो नियमित पीरियड के रूप में चलाते हैं, या स्कूल के बाद या को-करिकुलर क्लब के रूप में, जो भी उनके कैलेंडर के लिए सबसे अच्छा हो। स्किलस्प्राउट्स (SkillSprouts) स्कूल के अपने टीचरों को ट्रेनिंग देता है, तय पाठ्यक्रम और पढ़ाई की सामग्री देता है, और असेसमेंट व प्रोग्रेस रिपोर्ट में स्कूल की मदद करता है। हमारी टीम हर स्कूल के साथ मिलकर ऐसा शेड्यूल बनाती है जो उसके टाइमटेबल और शैक्षणिक साल में फ़िट हो।",
    questionMr: "हे प्रोग्राम शाळेच्या वेळापत्रकात कसे बसतात?",
    answerMr:
      "पार्टनर शाळा सहसा आमचे प्रोग्राम शाळेच्या वेळेत आठवड्यातून एक किंवा दोन नियमित तासांमध्ये (पीरियड) चालवतात, किंवा शाळा सुटल्यानंतरच्या किंवा सहशालेय क्लबच्या स्वरूपात, त्यांच्या कॅलेंडरला जे सर्वात सोयीचे असेल तसे. SkillSprouts शाळेच्या स्वतःच्या शिक्षकांना प्रशिक्षण देते, सुसूत्र अभ्यासक्रम आणि शिकण्याचे साहित्य पुरवते, आणि असेसमेंट व प्रोग्रेस रिपोर्टद्वारे शाळेला साथ देते. आमची टीम प्रत्येक शाळेसोबत मिळून तिच्या वेळापत्रकात आणि शैक्षणिक वर्षात बसेल असे शेड्यूल ठरवते.",
  },
];

export const seedBlogPosts: SeedBlogPost[] = [
  {
    title: "How Abacus Training Builds Brainpower, Focus and a Love for Maths",
    category: "Abacus",
    author: "Meera Kulkarni, Head of Abacus Training",
    publishedOn: "2026-01-14",
    excerpt:
      "The humble abacus does far more than speed up sums. Here is how bead-by-bead practice strengthens concentration, memory and confidence in children.",
    bodyMarkdown: `## Why an Old Tool Still Matters

Long before calculators and smartphones, traders and students across Asia used the abacus to add, subtract, multiply and divide with remarkable speed. Today, the same simple frame of rods and beads is helping children in classrooms from Mira Road to Pune build a strong foundation in numbers. At SkillSprouts, we see it every week: a child who once counted on her fingers begins to solve sums in her head, calmly and confidently.

The abacus we use has one upper bead worth five and four lower beads worth one on each rod. Children learn to move the beads with the thumb and index finger, and every movement stands for a number. This turns an abstract idea like place value into something they can see and touch.

## Building Brainpower and Concentration

Abacus learning is not only about getting answers quickly. It is a workout for the growing brain. When a child moves beads while listening to a teacher call out numbers, **hands, eyes and ears work together**. Over time, children no longer need the physical abacus and begin to picture it in their minds. This stage, often called mental arithmetic or visualisation, asks the child to hold an image steady while updating it with each new number.

This kind of practice strengthens skills that matter far beyond maths:

- **Working memory**, because children keep track of several numbers at once.
- **Sustained attention**, because one lost bead means starting the sum again.
- **Listening skills**, as children follow sums dictated at a steady pace.
- **Visual thinking**, which later helps with geometry, maps and diagrams.

Teachers in our partner schools often tell us that children who attend abacus classes settle into other lessons more easily. A short abacus drill at the start of a period can become a calm, focused routine that the whole class looks forward to.

## Making Maths Fun, Not Frightening

Many children decide very early that they are "not good at maths". Usually, this happens after a few confusing experiences with numbers on paper. The abacus offers a fresh start. Because it feels like a game, children are willing to try, make mistakes and try again.

Our classes use short timed rounds, flash cards, friendly challenges and bead races in which children try to beat their own previous scores rather than each other's. Small wins are celebrated, and every child moves through the levels at a comfortable pace. When a Class 2 student proudly solves a five-number sum without touching the frame, the joy on her face tells us more than any worksheet could.

Parents play an important part too. We suggest about **ten minutes of practice at home**, ideally at the same time each day. Short, regular practice works far better than one long session on a Sunday afternoon.

## Key Benefits of Abacus Learning

Here is what families and schools can expect when children learn abacus consistently:

- **Faster and more accurate calculation** in addition, subtraction, multiplication and division.
- **A clear understanding of place value**: units, tens, hundreds and beyond.
- **Better concentration** and a longer attention span in class.
- **Greater self-confidence**, especially in children who felt anxious about maths.
- **Stronger memory and visualisation**, useful in every subject.
- **Good study habits**, built through regular, short practice.

It is worth remembering that abacus training supports, rather than replaces, school mathematics. Our program is designed to sit comfortably alongside the CBSE, ICSE and state board syllabi, so that what children learn on the beads strengthens what they learn from their textbooks.

## When Should a Child Start?

Most children are ready for the abacus at around five years of age, once they can recognise numbers and pinch a bead between thumb and finger. Older children, right up to fourteen, also benefit and often move through the early levels quickly. What matters most is not the starting age but steady, joyful practice.

## Conclusion

The abacus is a simple tool with a powerful effect. It turns numbers into something children can see, touch and finally imagine, and in doing so it builds concentration, memory and confidence. With trained teachers, a clear level system and plenty of encouragement, children discover that maths can be one of the most enjoyable parts of their day.

If you would like to know whether our Abacus program is right for your child or your school, our team, and our friendly assistant Brainy, are always happy to help.
`,
  },
  {
    title: "Five Vedic Maths Techniques That Make Mental Calculation Easy",
    category: "Vedic Maths",
    author: "Arvind Joshi, Senior Vedic Maths Trainer",
    publishedOn: "2026-02-11",
    excerpt:
      "Squaring 75 in two seconds or multiplying 98 by 97 without a pen? These five Vedic Maths techniques show children how numbers can work in their favour.",
    bodyMarkdown: `## What Is Vedic Maths?

Vedic Maths is a collection of mental calculation techniques organised around sixteen short formulas, called sutras, and thirteen sub-sutras. The system was compiled and popularised by Swami Bharati Krishna Tirtha in the twentieth century, and his book on the subject was published in 1965. Each sutra is a compact idea, such as "vertically and crosswise" or "all from nine and the last from ten", that can be applied to many different kinds of problems.

What makes Vedic Maths special is its flexibility. Instead of one fixed method for every sum, children learn to look at the numbers first and choose the smartest route. That habit of **thinking before calculating** stays valuable long after the exam is over. Here are five techniques we love teaching in our classes.

## Technique 1: Squaring Numbers Ending in 5

To square a number ending in 5, multiply the first digit by the next number up, then write 25 at the end.

- For 35 squared: 3 × 4 = 12, so the answer is **1225**.
- For 75 squared: 7 × 8 = 56, so the answer is **5625**.

Children love this one because it feels like magic. In higher classes, we show them why it works using a little algebra, which makes the trick even more satisfying.

## Technique 2: All from Nine and the Last from Ten

To subtract a number from 1,000, take each digit away from 9, except the last one, which you take away from 10. For 1000 − 357, we get 9 − 3 = 6, 9 − 5 = 4 and 10 − 7 = 3, so the answer is **643**. There is no borrowing and no crossing out. The same idea works for 100, 10,000 and beyond, as long as you match the number of digits.

## Technique 3: Multiplying Numbers Close to 100

To multiply 98 by 97, notice how far each number is from 100: 98 is 2 short and 97 is 3 short. Subtract crosswise: 98 − 3 = 95 (or 97 − 2, which also gives 95). Then multiply the two shortfalls: 2 × 3 = 6, written as 06 because 100 has two zeros. Put them together and the answer is **9506**. With a little practice, children do this entirely in their heads.

## Technique 4: Vertically and Crosswise

This general method works for any two-digit multiplication. Take 23 × 21:

- **Vertically on the left:** 2 × 2 = 4
- **Crosswise:** (2 × 1) + (3 × 2) = 8
- **Vertically on the right:** 3 × 1 = 3

Reading the results in order gives **483**. When a step produces a two-digit number, the extra digit is carried to the left, just as in regular multiplication. Once children are comfortable, the same pattern extends to three-digit numbers.

## Technique 5: Multiplying by 11

To multiply a two-digit number by 11, write its first digit, then the sum of both digits, then its last digit. So 52 × 11 becomes 5, then 5 + 2 = 7, then 2, giving **572**. If the middle sum is 10 or more, carry the 1: for 68 × 11 we get 6, then 14, then 8, which becomes **748**.

## How Vedic Maths Helps at School

Vedic Maths does not replace school methods. CBSE, ICSE and state board exams still expect children to show standard working, and our trainers make sure students understand both. What Vedic Maths adds is:

- **Quick mental checks** for answers worked out the standard way.
- **Stronger number sense**, so children spot patterns and estimate sensibly.
- **Less fear** of long calculations and timed tests.
- **Useful speed** for Olympiads and, later, competitive and aptitude exams.

## Getting Started at Home

Pick one technique a week and practise it for about ten minutes a day. Use real numbers from daily life, such as the pages in a book or the runs in a cricket match. Most importantly, ask your child to explain the method back to you. When children can teach a technique, they truly own it.

## Conclusion

Vedic Maths shows children that there is often more than one way to reach the right answer, and that the cleverest way is usually the one that looks closely at the numbers first. With regular practice and patient guidance, these techniques turn calculation from a chore into a puzzle that children genuinely enjoy solving.
`,
  },
  {
    title: "Helping Your Child Speak English with Confidence",
    category: "Communicative English",
    author: "Priya Nair, Curriculum Head – Communicative English",
    publishedOn: "2026-03-12",
    excerpt:
      "Many children can write correct English but freeze when asked to speak. Here is how communicative, activity-based learning builds real-world fluency and confidence.",
    bodyMarkdown: `## Why Speaking Matters as Much as Grammar

Ask any teacher and you will hear a familiar story. A child scores well in English exams, writes neat answers and knows the rules of grammar, yet goes quiet when asked to introduce herself in front of the class. Knowing English and using English are two different skills, and the second one needs practice of its own.

Communicative English focuses on exactly that gap. Instead of treating English only as a subject to be studied, it treats it as a tool for **sharing ideas, asking questions and connecting with people**. Grammar and vocabulary still matter, but they are learnt in context, while children are actually using the language.

## The Four Skills Work Together

Good communicators are strong in all four language skills, and each one supports the others:

- **Listening:** understanding instructions, stories and conversations, and responding thoughtfully.
- **Speaking:** expressing ideas clearly, with good pronunciation and a natural pace.
- **Reading:** decoding words, reading with expression and understanding what the writer means.
- **Writing:** organising thoughts into sentences, paragraphs, letters and stories.

A child who listens to a story read aloud learns new words. When she retells that story to a friend, she practises speaking. When she later writes her own ending, she uses the same words again. This cycle is at the heart of every class we design.

## What a Communicative English Class Looks Like

Walk into one of our classes and you will rarely find children sitting silently. For younger learners, sessions include phonics games, action rhymes, picture talk and puppet stories. Older students take part in role-plays, group discussions, debates, short presentations and interview-style conversations.

Every activity has a clear language goal. A role-play set in a neighbourhood shop might focus on polite requests. A show-and-tell round might focus on describing objects using adjectives. A debate might focus on linking ideas with words like **because, however and therefore**. Teachers gently model correct language rather than interrupting children mid-sentence, so that confidence keeps growing.

## Simple Ways to Support English at Home

Parents do not need to be fluent English speakers to help. Small, regular habits make a real difference:

- Read aloud together for fifteen minutes a day, and talk about the pictures and characters.
- Ask open questions such as "What was the best part of your day, and why?"
- Encourage your child to explain a game, a recipe or a cartoon episode in English.
- Play word games during car rides or while waiting, such as naming five things that are blue.
- Praise effort and ideas first, and correct mistakes lightly by repeating the sentence correctly.
- Keep a small notebook of new words your child finds in books or conversations.

## Respecting the Home Language

India is a wonderfully multilingual country, and many of our students speak Marathi, Hindi, Gujarati, Tamil, Urdu or another language at home. NEP 2020 recognises the value of the mother tongue, and so do we. A child who thinks well in her home language has a strong base on which English can be built. Our approach adds English **alongside** the languages children already know; it never asks them to leave those languages behind.

## The Confidence Dividend

The benefits of confident English go well beyond the English period. Children who can express themselves clearly tend to participate more in every subject, ask more questions and collaborate better in group projects. Later on, the same skills help in interviews, presentations and higher studies. Perhaps most importantly, children discover that their ideas deserve to be heard.

## Conclusion

Fluency grows through regular, joyful practice in a setting where mistakes are welcome. With activity-based classes, teachers who know how to encourage, and a little support at home, children move from hesitation to confidence, one conversation at a time. If you would like to know which level of our Communicative English program suits your child, our team will be happy to guide you.
`,
  },
  {
    title: "From Blocks to Python: A Parent's Guide to Coding for Kids",
    category: "Coding",
    author: "Karan Malhotra, Coding Program Lead",
    publishedOn: "2026-04-08",
    excerpt:
      "What does coding for children actually involve, and where does AI fit in? A clear, jargon-free guide to how young learners grow from block coding to Python, websites and apps.",
    bodyMarkdown: `## Coding Is About Thinking, Not Just Computers

When parents hear the word "coding", many imagine a teenager typing lines of mysterious text late into the night. For children, coding looks very different, and it is far less about the computer than about the way of thinking it builds. At its heart, coding means **breaking a big problem into small, clear steps** and then checking whether those steps really work.

This way of thinking, often called computational thinking, is useful everywhere: planning a school project, solving a maths word problem or even organising a birthday party. That is why NEP 2020 gives coding and computational thinking an important place in school education.

## Starting with Blocks

Most children begin with Scratch-style block coding. Instead of typing, they drag colourful blocks and snap them together like puzzle pieces. One block moves a character, another plays a sound, another repeats an action ten times. Because the blocks only fit together in sensible ways, children can focus on ideas rather than spelling and punctuation.

Through block coding, children as young as seven learn core concepts:

- **Sequences:** instructions run in a particular order.
- **Loops:** repeating an action without writing it again and again.
- **Conditions:** making choices, such as "if the cat touches the ball, say hooray".
- **Variables:** keeping track of things that change, like a score in a game.
- **Events:** making something happen when a key is pressed or a button is clicked.

By the end of this stage, children are building their own animated stories and simple games, and proudly showing them to everyone at home.

## Moving On to Python

Around Class 5 or 6, when children are comfortable with the ideas, they move on to Python, a real programming language used by professionals around the world. Python is popular for beginners because its instructions read almost like plain English. Students write programs that solve puzzles, run quizzes, work with numbers and even draw patterns on the screen.

This is also where children meet **debugging**, the art of finding and fixing mistakes. Debugging teaches patience and persistence. A program that does not work the first time is not a failure; it is a clue.

## Building Websites and Simple Apps

Children love creating things they can share. In our program, students learn the basics of HTML and CSS to build and style their own simple web pages, perhaps about a favourite sport, a pet or a school project. They also use beginner-friendly tools to design simple apps with screens, buttons and a little logic behind them. Seeing their own creation work is a huge confidence boost.

## A Gentle Introduction to AI

Artificial intelligence is already part of children's lives, from voice assistants to video recommendations. Older students in our program get an **age-appropriate introduction to AI**. They learn, in simple terms, how computers can learn from examples, and they train a small model with friendly classroom tools, for instance to tell apart pictures of different fruits. Just as importantly, we talk about fairness, privacy and using AI responsibly, so that children become thoughtful users and not just curious ones.

## A Word on Screen Time

Parents often ask whether coding means more screen time. Coding is active, creative screen time, very different from passive scrolling. Our classes also include unplugged activities, such as acting out instructions or solving logic puzzles on paper, and we encourage breaks and a healthy balance at home.

## Conclusion

Coding gives children a powerful mix of logic, creativity and confidence. Starting with blocks, moving to Python and then building websites, apps and a first understanding of AI, children learn that technology is something they can shape, not just use. With patient teachers and projects they care about, every child can become a confident young creator.
`,
  },
];

export const seedJobOpenings: SeedJobOpening[] = [
  {
    title: "Lead Abacus Trainer",
    location: "Mumbai (multiple locations)",
    type: "Full-time",
    description:
      "Lead abacus classes across our partner schools in Mumbai and mentor a team of trainers to deliver our level-based curriculum with consistency and care. You will also conduct teacher training workshops, track student progress and help plan level assessments and events.",
    requirements: [
      "Graduate in any discipline; a B.Ed. or D.Ed. is an advantage",
      "At least 3 years of experience teaching abacus to children",
      "Strong command of abacus methods up to the advanced and visualisation levels",
      "Confident communication in English and Hindi or Marathi",
      "Willingness to travel between partner schools within Mumbai",
    ],
  },
  {
    title: "Vedic Maths Instructor",
    location: "Remote / Online",
    type: "Part-time",
    description:
      "Teach engaging live online Vedic Maths batches for students from Class 3 to Class 9. You will explain techniques clearly, set practice work and share regular progress updates with parents.",
    requirements: [
      "Graduate, preferably with a background in mathematics or education",
      "Sound knowledge of Vedic Maths sutras and their applications",
      "Prior experience teaching children online or in a classroom",
      "A reliable internet connection and a quiet teaching space",
      "Availability for evening or weekend batches",
    ],
  },
  {
    title: "Curriculum Developer - Communicative English",
    location: "Mumbai (Head Office)",
    type: "Full-time",
    description:
      "Design and refine our Communicative English curriculum, lesson plans, activity sheets and assessments for learners aged 4 to 14. You will work closely with our trainers and partner schools to keep the content engaging, level-appropriate and aligned with NEP 2020 and the NCF.",
    requirements: [
      "Postgraduate degree in English, Education or Linguistics",
      "At least 3 years of experience in English teaching or curriculum design for children",
      "Excellent written and spoken English with a keen eye for detail",
      "Familiarity with CBSE, ICSE and state board English syllabi",
      "Experience with phonics and activity-based learning is an advantage",
    ],
  },
  {
    title: "Business Development Executive - School Partnerships",
    location: "Mumbai / Pune",
    type: "Full-time",
    description:
      "Build new partnerships with schools by presenting our Abacus, Vedic Maths, Communicative English and Coding programs to principals and management teams. You will manage relationships with partner schools, coordinate demo sessions and work with our academic team to ensure smooth program launches.",
    requirements: [
      "Graduate in any discipline; an MBA is an advantage",
      "1–3 years of experience in sales or business development, ideally in education",
      "Excellent presentation and interpersonal skills",
      "Comfortable with regular travel across Mumbai and Pune",
      "A two-wheeler and a valid driving licence are preferred",
    ],
  },
];

export const seedFeeds: SeedFeed[] = [
  {
    schoolName: "Sunrise Public School, Thane",
    studentName: "Ananya Sharma",
    className: "4B",
    description:
      "We are so proud of Ananya, who won first place in the inter-school abacus competition by solving 50 sums in just five minutes! Well done, champion!",
    mediaType: "image",
    asset: "feed-abacus-champions.svg",
    views: 500,
  },
  {
    schoolName: "Greenfield High School, Mira Road",
    studentName: "Rohan Desai",
    className: "7A",
    description:
      "Rohan delivered a confident, heartfelt speech on saving water at our annual English elocution, earning a standing ovation from his classmates and teachers.",
    mediaType: "video",
    asset: null,
    views: 1200,
  },
  {
    schoolName: "Vidya Niketan English School, Vasai",
    studentName: "Kabir Khan",
    className: "6C",
    description:
      "Kabir built a friendly cardboard robot and programmed it to wave and light up for our science fair, and it won the Best Innovation award!",
    mediaType: "image",
    asset: "feed-science-fair-robot.svg",
    views: 800,
  },
];
