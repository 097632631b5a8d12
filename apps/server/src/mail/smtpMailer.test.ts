import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpMailer } from "./smtpMailer";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe("SMTP mailer", () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers a message with sender, recipient, reply-to, text and HTML to a real SMTP server", async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, "Coursewright <no-reply@coursewright.test>");
    await mailer.send({
      to: "ada@example.com",
      replyTo: "grace@example.com",
      subject: "Confirm your e-mail address",
      text: "Confirm: http://app.test/validateEmail/abc",
      html: '<p><a href="http://app.test/validateEmail/abc">Confirm</a></p>',
    });
    await mailer.close?.();

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe("no-reply@coursewright.test");
    expect(mail?.to).toEqual(["ada@example.com"]);
    expect(mail?.raw).toContain("Subject: Confirm your e-mail address");
    expect(mail?.raw).toContain("Reply-To: grace@example.com");
    expect(mail?.raw).toContain("From: Coursewright <no-reply@coursewright.test>");
    expect(mail?.raw).toContain("Content-Type: text/plain");
    expect(mail?.raw).toContain("Content-Type: text/html");
    expect(mail?.raw).toContain("http://app.test/validateEmail/abc");
  });
});
