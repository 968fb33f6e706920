/** One e-mail as features write it. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The link the mail asks its reader to follow. Logged by name when there is no SMTP, so a link
   * someone typed into a mail's text can never pass for it.
   */
  actionUrl?: string;
};
