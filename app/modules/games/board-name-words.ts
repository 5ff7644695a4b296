/** What a child reads when the name they typed may not go on the boards (the game's dialog and "My progress"). */
export const pickABoardName = "Let's pick a board name";
export const privateNameNotice =
  "Only first names and made-up names go on the boards. We'll keep the name you typed for you, so pick the name everyone sees.";
