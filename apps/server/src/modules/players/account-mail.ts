import type { OneTimeTokenPurpose, PlayerRow } from '../../db/schema';
import type { Mail } from '../mail/mailer';

const MAILS: Record<OneTimeTokenPurpose, { subject: string; intro: string; modal: string; param: string }> = {
  confirmation: {
    subject: 'Confirm your email',
    intro: 'Welcome! Confirm your email to sign in:',
    modal: 'confirmation',
    param: 'confirmation_token',
  },
  reset: {
    subject: 'Reset your password',
    intro: 'Choose a new password (the link works once, for one hour):',
    modal: 'passwordEdit',
    param: 'reset_password_token',
  },
  unlock: {
    subject: 'Your account is locked',
    intro: 'Your account was locked after too many wrong passwords. Unlock it:',
    modal: 'unlock',
    param: 'unlock_token',
  },
};

/** A web app link in the player's locale with `?modal=…` (SPEC §2) and its parameters. */
function appLink(player: PlayerRow, siteUrl: string, params: Record<string, string>): string {
  const url = new URL(`/${player.language}`, siteUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** The email that carries a one-time link. */
export function tokenMail(
  purpose: OneTimeTokenPurpose,
  token: string,
  player: PlayerRow,
  siteUrl: string,
): Mail {
  const mail = MAILS[purpose];
  const link = appLink(player, siteUrl, { modal: mail.modal, [mail.param]: token });
  return {
    to: player.email,
    subject: mail.subject,
    text: `${mail.intro}\n${link}\nIf it was not you, ignore this message.`,
    links: [link],
  };
}

/** Told to the owner of an address that already has an account when someone signs it up again. */
export function existingAccountMail(player: PlayerRow, siteUrl: string): Mail {
  const link = appLink(player, siteUrl, { modal: 'passwordNew' });
  return {
    to: player.email,
    subject: 'You already have an account',
    text: `Someone tried to sign up with this email, which already has an account.\nSign in, or reset your password: ${link}\nIf it was not you, ignore this message.`,
    links: [link],
  };
}
