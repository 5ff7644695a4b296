/**
 * The migration that gave Brainy's fact cards and the FAQs their Marathi: an install in use gets the built-in
 * cards' and FAQs' Marathi and the cards' Marathi search words, except where staff have rewritten them.
 */
import { describe, expect, it } from "vitest";
import { seedBrainyFacts } from "#db/seed/brainy-facts.ts";
import { seedFaqs } from "#db/seed/content.ts";
import { databaseBefore } from "../support/database-before.ts";

describe("the migration that added the fact cards' and FAQs' Marathi", () => {
  it("writes the built-in cards' Marathi into a database in use, leaving cards staff rewrote", async () => {
    const { client, migrateRest, drop } = await databaseBefore("0040_");
    try {
      const office = seedBrainyFacts.find((fact) => fact.title === "Our office address");
      const whatsapp = seedBrainyFacts.find((fact) => fact.title === "WhatsApp");
      if (!office || !whatsapp) throw new Error("the built-in cards have changed");
      const officeKeywords = office.keywords.split(" ").slice(0, 10).join(" ");
      // As installs before the migration have them: the office card as built in (its keywords then were the
      // English and Hindi only, which this stands for), and the WhatsApp card rewritten by staff.
      await client`insert into brainy_facts (title, body, body_hi, keywords, url, link_label)
        values (${office.title}, ${office.body}, ${office.bodyHi}, ${officeKeywords}, ${office.url}, ${office.linkLabel})`;
      await client`insert into brainy_facts (title, body, url, link_label)
        values (${whatsapp.title}, ${"Yes! WhatsApp us on 98200 12345."}, ${whatsapp.url}, ${whatsapp.linkLabel})`;

      const [ageFaq, schoolFaq] = seedFaqs;
      if (!ageFaq || !schoolFaq) throw new Error("the built-in FAQs have changed");
      await client`insert into faqs (question, answer) values (${ageFaq.question}, ${ageFaq.answer})`;
      await client`insert into faqs (question, answer) values (${schoolFaq.question}, ${"Our own answer."})`;

      await migrateRest();
      const cards = await client<
        { title: string; title_mr: string; body_mr: string; link_label_mr: string; keywords: string }[]
      >`select title, title_mr, body_mr, link_label_mr, keywords from brainy_facts order by id`;
      expect(cards[0]).toEqual({
        title: office.title,
        title_mr: office.titleMr,
        body_mr: office.bodyMr,
        link_label_mr: office.linkLabelMr,
        // Keywords staff have changed (here, a shorter list) are theirs.
        keywords: officeKeywords,
      });
      expect(cards[1]).toMatchObject({ title: whatsapp.title, title_mr: "", body_mr: "", link_label_mr: "" });
      const faqs = await client<
        { question_mr: string; answer_mr: string }[]
      >`select question_mr, answer_mr from faqs order by id`;
      expect(faqs).toEqual([
        { question_mr: ageFaq.questionMr, answer_mr: ageFaq.answerMr },
        { question_mr: "", answer_mr: "" },
      ]);
    } finally {
      await drop();
    }
  });
});
