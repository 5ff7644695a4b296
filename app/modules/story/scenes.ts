/**
 * "Story Time": a short choose-your-path story about Pip the fox cub finding the way home
 * through the Whispering Woods. Every scene is plain data so the page and the tests can walk it.
 */

export const sceneIds = [
  "start",
  "followMap",
  "askHoot",
  "crossBridge",
  "talkBeaver",
  "findPebble",
  "lostEnd",
  "sadEnd",
  "goodEnd",
] as const;

export type SceneId = (typeof sceneIds)[number];

export type StoryChoice = { text: string; next: SceneId };

export type StoryScene = {
  id: SceneId;
  title: string;
  /** Paragraphs, in reading order. */
  text: string[];
  /** One sentence describing the illustration; it is the picture's accessible name. */
  imageDescription: string;
  ending: "good" | "sad" | "lost" | null;
  choices: StoryChoice[];
};

const startAgain: StoryChoice[] = [{ text: "Start again", next: "start" }];

export const scenes: Record<SceneId, StoryScene> = {
  start: {
    id: "start",
    title: "Lost in the Whispering Woods",
    text: [
      "Pip was a small fox cub with a big, curious heart, who followed a blue butterfly deep into the Whispering Woods.",
      "When the butterfly flew away, Pip looked around at the tall trees and the new path, and saw that the sun was starting to sink.",
      "“I need to get home before dark,” said Pip. Pip had Grandpa’s old map in a backpack, and from a tree nearby came a friendly “Hoo-hoo!”",
      "What should Pip do?",
    ],
    imageDescription:
      "Pip the little fox stands on a winding path among tall trees, watching a blue butterfly flutter away as the afternoon sun sinks.",
    ending: null,
    choices: [
      { text: "Follow Grandpa’s old map", next: "followMap" },
      { text: "Ask the owl in the tree for help", next: "askHoot" },
    ],
  },
  followMap: {
    id: "followMap",
    title: "Grandpa’s Old Map",
    text: [
      "Pip unrolled the old map. It was a little crinkly, but the lines were easy to follow.",
      "A dotted trail led down to the river, to a rope bridge and a busy beaver’s dam.",
      "Soon Pip heard the river splashing and saw the bridge just ahead, with a beaver stacking sticks nearby.",
    ],
    imageDescription:
      "Pip holds a crinkly old map that shows a dotted trail, a river, a rope bridge and a beaver’s dam.",
    ending: null,
    choices: [
      { text: "Cross the rope bridge", next: "crossBridge" },
      { text: "Say hello to the beaver", next: "talkBeaver" },
    ],
  },
  askHoot: {
    id: "askHoot",
    title: "Hoot the Wise Owl",
    text: [
      "Pip looked up and saw an owl with round glasses sitting on a branch.",
      "“Hello, I’m Hoot,” said the owl kindly. “You look a little lost.”",
      "“I want to get home before dark,” said Pip.",
      "“By the mossy stream there is a moon pebble that glows and shows the way home,” said Hoot, “or you can cross the rope bridge, where the paths twist and turn.”",
    ],
    imageDescription:
      "Hoot, a wise owl wearing round glasses, sits on a tree branch and talks to Pip, who listens from the path below.",
    ending: null,
    choices: [
      { text: "Look for the glowing moon pebble", next: "findPebble" },
      { text: "Hurry to the rope bridge", next: "crossBridge" },
    ],
  },
  crossBridge: {
    id: "crossBridge",
    title: "The Wobbly Bridge",
    text: [
      "The rope bridge swayed and wobbled over the sparkling river.",
      "Pip held out both paws, sang “Wibble, wobble, I can do it!” and stepped carefully all the way across.",
      "But on the other side there were lots of little paths, and they all looked the same. The sky was turning pink and orange.",
    ],
    imageDescription:
      "Pip balances with both arms out on a wobbly rope bridge above a sparkling river under a pink and orange sky.",
    ending: null,
    choices: [{ text: "Pick a path and keep going", next: "lostEnd" }],
  },
  talkBeaver: {
    id: "talkBeaver",
    title: "Bea the Busy Beaver",
    text: [
      "“Hello!” said Pip, and the beaver smiled a big toothy smile. “I’m Bea, and I’m building a dam,” she said.",
      "Bea showed Pip how to stack sticks and pat the mud, and it was so much fun that they chatted and laughed and worked together.",
      "Then Pip noticed that the sun was already touching the hills.",
    ],
    imageDescription:
      "Pip chats with Bea the beaver, who holds a stick beside her dam of sticks while the sun sets behind the hills.",
    ending: null,
    choices: [{ text: "Say goodbye and hurry home", next: "sadEnd" }],
  },
  findPebble: {
    id: "findPebble",
    title: "The Glowing Moon Pebble",
    text: [
      "Pip went to the mossy stream, just as Hoot had said.",
      "Pip looked under the ferns and beside the roots, and there in the moss something glowed like a tiny moon!",
      "Pip held the shining pebble up high. Its soft silver light showed a path that led straight towards home.",
    ],
    imageDescription:
      "Pip holds up a glowing moon pebble beside a mossy stream, and its soft light shines on the path as fireflies twinkle.",
    ending: null,
    choices: [{ text: "Follow the pebble’s light", next: "goodEnd" }],
  },
  lostEnd: {
    id: "lostEnd",
    title: "A Night Under the Stars",
    text: [
      "Pip tried one path, then another, but the woods grew dark before Pip could find the way.",
      "Then Hoot flew down and sat beside Pip under a big old oak, and the fireflies twinkled like little lanterns.",
      "“We’ll rest here together, and in the morning I’ll show you the way,” said Hoot. At sunrise, Pip was home for breakfast and a very big hug.",
      "Every explorer takes a wrong turn sometimes, so why not try a different path?",
    ],
    imageDescription:
      "Pip and Hoot rest cosily together under a big oak tree at night, with fireflies glowing and stars twinkling above.",
    ending: "lost",
    choices: startAgain,
  },
  sadEnd: {
    id: "sadEnd",
    title: "Home a Little Late",
    text: [
      "Pip hurried along the river as the moon came up, and at last saw the light in the window of home.",
      "Mama Fox was waiting at the door with a lantern, and she gave Pip a big, warm hug.",
      "Pip had missed supper and the bedtime story, but Mama smiled when Pip said, “Next time I’ll keep an eye on the sun.”",
      "Can you help Pip get home before dark? Try again and choose a different way!",
    ],
    imageDescription:
      "Under the moon, Mama Fox holds a lantern at the door of their cosy home as Pip arrives a little late.",
    ending: "sad",
    choices: startAgain,
  },
  goodEnd: {
    id: "goodEnd",
    title: "Home Before Dark",
    text: [
      "Pip followed the pebble’s soft light through the trees and over the little hill.",
      "There was home, with glowing windows and Mama Fox waving from the door, just as the first star came out!",
      "That night, Pip put the moon pebble on the windowsill and whispered, “Thank you, Hoot.” Hooray, Pip made it home before dark!",
    ],
    imageDescription:
      "Pip runs happily towards a cosy home with glowing windows, where Mama Fox waves from the door as the first star shines at sunset.",
    ending: "good",
    choices: startAgain,
  },
};

export function isSceneId(value: string): value is SceneId {
  return (sceneIds as readonly string[]).includes(value);
}
