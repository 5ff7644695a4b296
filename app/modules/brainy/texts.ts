/** Everything Brainy says or shows that is fixed, shared by the widget, the full page and the server. */
export const brainyTexts = {
  title: "Brainy Assistant",
  launcherLabel: "Chat with Brainy",
  hint: "Ask me anything!",
  hintClose: "Hide this tip",
  placeholder: "Ask Brainy anything...",
  inputLabel: "Message Brainy",
  send: "Send",
  typing: "Brainy is typing…",
  greeting:
    "Hi there! I'm Brainy, your SkillSprouts guide. Ask me about our courses, the right age to start, booking a free demo, the Fun Zone or how to reach our team!",
  pageWelcome:
    "Welcome to Brainy's corner! I love questions. Ask me anything about Abacus, Vedic Maths, Communicative English or Coding, booking a demo, our office or the Fun Zone, and I'll do my best to help.",
  errorToastTitle: "Uh oh! A little glitch.",
  errorToastDescription: "I'm having trouble connecting to my brain right now. Please try again in a moment.",
  errorBotMessage: "Sorry, I'm having a little trouble thinking right now. Please try asking me again in a bit!",
  emptyMessage: "Please type a question for Brainy.",
  cutMessage:
    "Your message was cut to 1,000 characters, as long as a question for Brainy can be. Please check it before you send it.",
} as const;

/** The hint appears this long after the page loads (or the chat closes) while the chat stays closed. */
export const HINT_DELAY_MS = 2_000;
/** Then it goes away by itself after this long, so it never sits over the page. */
export const HINT_VISIBLE_MS = 8_000;
/** How long the error toast stays. */
export const ERROR_TOAST_DURATION_MS = 5_000;
/** Where the widget and the page send questions. */
export const REPLY_URL = "/brainy-chat/reply";
/** The chat window's element id, for the launcher's aria-controls. */
export const BRAINY_PANEL_ID = "brainy-panel";
