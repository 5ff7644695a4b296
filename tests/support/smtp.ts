import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on the port SMTP_URL names, keeping what it receives: the tests read the mails the app
 * sends as a mailbox would. `refuse` turns away mail for those recipients.
 */
export type TestMailbox = {
  received: ParsedMail[];
  stop: () => Promise<void>;
};

export async function startTestMailbox({ refuse = [] }: { refuse?: string[] } = {}): Promise<TestMailbox> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onRcptTo(address, _session, callback) {
      if (refuse.includes(address.address)) callback(new Error("mailbox unavailable"));
      else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  const port = Number(new URL(process.env.SMTP_URL ?? "").port);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The addresses a mail was sent to, as one string. */
export const recipientsOf = (mail: ParsedMail) => (mail.to && "text" in mail.to ? mail.to.text : "");
