import type { RandomIndex } from "./content/types.ts";

/*
 * The names a player has until they choose one: a friendly word, an animal and a number ("Clever Otter 42"). They
 * say nothing about the child, are kind whatever the draw, and pass the board's name rule (a unit test checks
 * every word). With 40 × 40 pairs and 90 numbers there are 144,000 of them; a draw that is taken is drawn again.
 */
const friendlyWords = [
  "Clever",
  "Brave",
  "Happy",
  "Sunny",
  "Gentle",
  "Lucky",
  "Speedy",
  "Bright",
  "Curious",
  "Jolly",
  "Kind",
  "Swift",
  "Bouncy",
  "Cheerful",
  "Daring",
  "Friendly",
  "Giggly",
  "Mighty",
  "Nimble",
  "Plucky",
  "Quick",
  "Sparkly",
  "Zippy",
  "Calm",
  "Cosy",
  "Dazzling",
  "Eager",
  "Fearless",
  "Golden",
  "Hopeful",
  "Lively",
  "Merry",
  "Playful",
  "Proud",
  "Smart",
  "Starry",
  "Super",
  "Wise",
  "Witty",
  "Zesty",
];
const animals = [
  "Otter",
  "Panda",
  "Parrot",
  "Tiger",
  "Dolphin",
  "Koala",
  "Peacock",
  "Rabbit",
  "Elephant",
  "Falcon",
  "Gecko",
  "Hedgehog",
  "Kingfisher",
  "Lion",
  "Mongoose",
  "Myna",
  "Owl",
  "Penguin",
  "Squirrel",
  "Turtle",
  "Zebra",
  "Cheetah",
  "Deer",
  "Eagle",
  "Flamingo",
  "Giraffe",
  "Hippo",
  "Jaguar",
  "Kangaroo",
  "Leopard",
  "Lemur",
  "Meerkat",
  "Yak",
  "Puffin",
  "Robin",
  "Sparrow",
  "Starfish",
  "Walrus",
  "Whale",
  "Bulbul",
];

export const generatedNameWords = { friendlyWords, animals };

export function generatedName(random: RandomIndex): string {
  const word = friendlyWords[random(friendlyWords.length)] as string;
  const animal = animals[random(animals.length)] as string;
  return `${word} ${animal} ${10 + random(90)}`;
}
