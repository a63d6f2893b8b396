import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ANONYMOUS_PLAYER,
  ErrorCode,
  ErrorMessageKey,
  PlatformErrorKey,
  type TPlayerProfile,
  type TProfileField,
  type TProfileUpdateRequest,
  type TSiteConfig,
} from '@sportsbook/contract';
import type { Redis } from 'ioredis';
import type { OneTimeTokenPurpose, PlayerRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../mail/mailer';
import type { WalletService } from '../wallet/service';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';
import { type FailureLimiter, FailureThrottle, type HitLimiter, SlidingWindowLimiter } from './rate-limit';
import { RedisFailureThrottle, RedisWindowLimiter } from './rate-limit-redis';
import type { Executor, PlayersRepo } from './repo';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Lifetimes and limits of the account flows (README 'Accounts'). */
export const ACCOUNT_LIMITS = {
  sessionTtlMs: 30 * DAY,
  confirmationTtlMs: 3 * DAY,
  resetTtlMs: 1 * HOUR,
  unlockTtlMs: 1 * DAY,
  /** The account locks at this many wrong passwords in a row; an unlock email is sent. */
  maxFailedAttempts: 5,
  /** A lock lapses by itself after this long (the unlock link ends it sooner). */
  lockMs: 15 * MINUTE,
  /**
   * Wrong passwords in a row for an email that cost no wait (a typo is retyped at once); after the
   * n-th beyond them its next attempt waits base·2^(n-1), at most max.
   */
  failureDelayFree: 2,
  failureDelayBaseMs: 1_000,
  failureDelayMaxMs: 5 * MINUTE,
  /** Sign-in attempts per client IP per window. */
  signInPerIp: 20,
  /** Sign-in attempts per email per window (above maxFailedAttempts: the lockout comes first). */
  signInPerAccount: 10,
  /** Password-reset and sign-up emails per address per window (quietly capped: no mail bombing). */
  mailsPerAccount: 5,
  /** Sign-ups per client IP per window: each costs a scrypt hash and an email. */
  signUpPerIp: 10,
  windowMs: 15 * MINUTE,
} as const;

export const DEMO_PLAYER = {
  email: 'demo@example.com',
  password: 'demo1234',
  /** Minor units, funded from the house account through the ledger. */
  balances: { EUR: 100_000, USD: 50_000, BTC: 5_000_000 } as Record<string, number>,
} as const;

/** The opaque secrets we hand out are random; only their SHA-256 is stored. */
export const newSecret = () => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const fail = (status: number, code: number, key: string, path: string) =>
  new AppError(status, code, key, [{ path, message: key }]);

export interface SignInContext {
  ip: string;
  /** Country of the client as the edge geolocated it (x-country-code), when known. */
  geoCountry?: string;
  userAgent?: string;
}

export interface PlayersServiceOptions {
  /** Public origin of the web app: email links point there. */
  siteUrl: string;
}

/** The counters behind the account limits of `ACCOUNT_LIMITS`. */
export interface AccountLimiters {
  signInPerIp: HitLimiter;
  signInPerAccount: HitLimiter;
  mailsPerAccount: HitLimiter;
  signUpPerIp: HitLimiter;
  failures: FailureLimiter;
}

/**
 * The account limits counted in this process, or in Redis when given one, so that several API
 * processes behind a load balancer share them (a client cannot multiply its tries by the node count).
 */
export function accountLimiters(clock: () => number = Date.now, redis?: Redis): AccountLimiters {
  const { windowMs } = ACCOUNT_LIMITS;
  const rule = {
    baseMs: ACCOUNT_LIMITS.failureDelayBaseMs,
    maxMs: ACCOUNT_LIMITS.failureDelayMaxMs,
    free: ACCOUNT_LIMITS.failureDelayFree,
  };
  if (redis) {
    const window = (name: string, limit: number) =>
      new RedisWindowLimiter(redis, `sb:limits:${name}:`, limit, windowMs, clock);
    return {
      signInPerIp: window('sign-in-ip', ACCOUNT_LIMITS.signInPerIp),
      signInPerAccount: window('sign-in-account', ACCOUNT_LIMITS.signInPerAccount),
      mailsPerAccount: window('mails', ACCOUNT_LIMITS.mailsPerAccount),
      signUpPerIp: window('sign-up-ip', ACCOUNT_LIMITS.signUpPerIp),
      // A run of failures is forgotten a day after the last one, as the account lock lapses sooner.
      failures: new RedisFailureThrottle(redis, 'sb:limits:failures:', rule, 24 * HOUR, clock),
    };
  }
  return {
    signInPerIp: new SlidingWindowLimiter(ACCOUNT_LIMITS.signInPerIp, windowMs, clock),
    signInPerAccount: new SlidingWindowLimiter(ACCOUNT_LIMITS.signInPerAccount, windowMs, clock),
    mailsPerAccount: new SlidingWindowLimiter(ACCOUNT_LIMITS.mailsPerAccount, windowMs, clock),
    signUpPerIp: new SlidingWindowLimiter(ACCOUNT_LIMITS.signUpPerIp, windowMs, clock),
    failures: new FailureThrottle(rule.baseMs, rule.maxMs, clock, undefined, rule.free),
  };
}

/**
 * Sign-up, confirmation, sign-in with lockout, sessions, password reset, unlock, profile,
 * currency and locale. Answers that could reveal whether an email is registered are the same
 * either way; what happened is told only to the mailbox owner.
 */
export class PlayersService {
  private readonly ipLimiter: HitLimiter;
  private readonly accountLimiter: HitLimiter;
  private readonly mailLimiter: HitLimiter;
  private readonly signUpLimiter: HitLimiter;
  private readonly failures: FailureLimiter;

  constructor(
    private readonly repo: PlayersRepo,
    private readonly wallet: WalletService,
    private readonly mailer: Mailer,
    private readonly siteConfig: TSiteConfig,
    private readonly options: PlayersServiceOptions,
    private readonly clock: () => number = Date.now,
    limiters: AccountLimiters = accountLimiters(clock),
  ) {
    this.ipLimiter = limiters.signInPerIp;
    this.accountLimiter = limiters.signInPerAccount;
    this.mailLimiter = limiters.mailsPerAccount;
    this.signUpLimiter = limiters.signUpPerIp;
    this.failures = limiters.failures;
  }

  // ------------------------------------------------------------------------------------------
  // Sessions

  /** The signed-in player of a session token, or null (unknown, revoked, expired or blocked). */
  async authenticate(token: string | null | undefined): Promise<PlayerRow | null> {
    if (!token || token.length > 200) return null;
    const player = await this.repo.activeSessionPlayer(hashSecret(token), this.clock());
    return player && !player.blocked ? player : null;
  }

  async signOut(token: string | null | undefined): Promise<void> {
    if (token) await this.repo.revokeSession(hashSecret(token), this.clock());
  }

  async signIn(
    input: { email: string; password: string },
    context: SignInContext,
  ): Promise<{ player: PlayerRow; token: string }> {
    this.assertCountryAllowed('sign_in', context.geoCountry, 'headers.x-country-code');
    if (!(await this.ipLimiter.hit(context.ip)) || !(await this.accountLimiter.hit(input.email)))
      throw fail(429, ErrorCode.rateLimited, ErrorMessageKey.rateLimited, 'body.email');
    const wait = await this.failures.waitMs(input.email);
    if (wait > 0)
      throw new AppError(
        429,
        ErrorCode.rateLimited,
        ErrorMessageKey.rateLimited,
        [{ path: 'body.email', message: ErrorMessageKey.rateLimited }],
        undefined,
        { 'retry-after': String(Math.ceil(wait / 1000)) },
      );
    let player = await this.repo.findByEmail(input.email);
    // An unknown email costs one scrypt too, so timing does not tell registered emails apart.
    const matches = await verifyPassword(input.password, player?.password_hash ?? DUMMY_HASH);
    const invalid = async () => {
      await this.failures.fail(input.email);
      return fail(401, ErrorCode.unauthorized, PlatformErrorKey.invalidCredentials, 'body.password');
    };
    if (!player) throw await invalid();
    const now = this.clock();
    // While locked, the right password gets the same answer as a wrong one: guessing learns nothing.
    if (player.locked_at !== null && now < Number(player.locked_at) + ACCOUNT_LIMITS.lockMs)
      throw await invalid();
    if (player.locked_at !== null) {
      await this.repo.updatePlayer(player.id, { failed_attempts: 0, locked_at: null }, now);
      player = { ...player, failed_attempts: 0, locked_at: null };
    }
    if (!matches) {
      const attempts = await this.repo.addFailedAttempt(player.id, now);
      if (
        attempts >= ACCOUNT_LIMITS.maxFailedAttempts &&
        (await this.repo.lock(player.id, now)) &&
        (await this.mailLimiter.hit(player.email))
      )
        await this.sendTokenMail(player, 'unlock');
      throw await invalid();
    }
    await this.failures.clear(input.email);
    // The password is right: from here the answer may say what stands in the way.
    if (player.blocked) throw fail(403, ErrorCode.forbidden, PlatformErrorKey.locked, 'body.email');
    if (player.confirmed_at === null)
      throw fail(403, ErrorCode.forbidden, PlatformErrorKey.unconfirmed, 'body.email');
    this.assertCountryAllowed('sign_in', player.country, 'body.email');
    if (player.failed_attempts > 0) await this.repo.updatePlayer(player.id, { failed_attempts: 0 }, now);
    const token = newSecret();
    await this.repo.insertSession({
      id: hashSecret(token),
      player_id: player.id,
      created_at: now,
      expires_at: now + ACCOUNT_LIMITS.sessionTtlMs,
      revoked_at: null,
      user_agent: context.userAgent?.slice(0, 300) ?? null,
    });
    return { player: { ...player, failed_attempts: 0 }, token };
  }

  // ------------------------------------------------------------------------------------------
  // Sign-up and email tokens

  async signUp(
    input: { email: string; password: string; currency: string; locale: string; country: string },
    context: { ip: string; geoCountry?: string },
  ): Promise<void> {
    const currency = this.currency(input.currency, 'body.currency');
    const locale = this.locale(input.locale, 'body.locale');
    if (!this.siteConfig.countries.some((c) => c.code === input.country))
      throw fail(400, ErrorCode.invalidRequest, PlatformErrorKey.countryUnknown, 'body.country');
    this.assertCountryAllowed('sign_up', input.country, 'body.country');
    this.assertCountryAllowed('sign_up', context.geoCountry, 'headers.x-country-code');
    if (!(await this.signUpLimiter.hit(context.ip)))
      throw fail(429, ErrorCode.rateLimited, ErrorMessageKey.rateLimited, 'request.ip');

    // Hashed before the lookup, whatever it finds: a registered email costs the same scrypt as
    // a new one, so the answer's timing does not tell them apart.
    const passwordHash = await hashPassword(input.password);
    const existing = await this.repo.findByEmail(input.email);
    if (existing) return this.answerExistingSignUp(existing, passwordHash);
    const now = this.clock();
    const id = randomUUID();
    try {
      await this.repo.insertPlayer({
        id,
        email: input.email,
        password_hash: passwordHash,
        first_name: null,
        last_name: null,
        nickname: null,
        phone: null,
        language: locale,
        currency,
        country: input.country,
        confirmed_at: null,
        locked_at: null,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      // A concurrent sign-up of the same email won the unique index: answer as for an existing one.
      const raced = await this.repo.findByEmail(input.email);
      if (raced) return this.answerExistingSignUp(raced, passwordHash);
      throw error;
    }
    await this.wallet.openAccount(id, currency);
    const player = await this.repo.findById(id);
    if (player && (await this.mailLimiter.hit(player.email)))
      await this.sendTokenMail(player, 'confirmation', passwordHash);
  }

  /**
   * Same reply as a new sign-up; the mailbox owner learns what happened. An unconfirmed account
   * gets a confirmation link of its own for this sign-up's password: whoever signed the address up
   * first (perhaps not its owner) does not keep their password once the owner confirms.
   */
  private async answerExistingSignUp(player: PlayerRow, passwordHash: string): Promise<void> {
    if (!(await this.mailLimiter.hit(player.email))) return;
    if (player.confirmed_at === null) return this.sendTokenMail(player, 'confirmation', passwordHash);
    const link = this.link(player, { modal: 'passwordNew' });
    await this.mailer.send({
      to: player.email,
      subject: 'You already have an account',
      text: `Someone tried to sign up with this email, which already has an account.\nSign in, or reset your password: ${link}\nIf it was not you, ignore this message.`,
      links: [link],
    });
  }

  /**
   * Confirms the email with the password of the sign-up whose link was followed, and retires the
   * other sign-ups' links. Guesses made against the unconfirmed account are forgotten with its old
   * password.
   */
  async confirm(token: string): Promise<void> {
    await this.useToken(
      token,
      'confirmation',
      'body.confirmation_token',
      async (trx, player, now, passwordHash) => {
        if (player.confirmed_at !== null) return;
        await this.repo.updatePlayer(
          player.id,
          {
            confirmed_at: now,
            ...(passwordHash && { password_hash: passwordHash, failed_attempts: 0, locked_at: null }),
          },
          now,
          trx,
        );
        await this.repo.retireTokens(trx, player.id, 'confirmation', now);
        await this.repo.revokeAllSessions(player.id, now, trx);
      },
    );
  }

  /** Always the same answer; a registered address gets a reset link. */
  async requestPasswordReset(email: string, ip: string): Promise<void> {
    if (!(await this.ipLimiter.hit(`reset:${ip}`)))
      throw fail(429, ErrorCode.rateLimited, ErrorMessageKey.rateLimited, 'body.email');
    const player = await this.repo.findByEmail(email);
    if (player && (await this.mailLimiter.hit(player.email))) await this.sendTokenMail(player, 'reset');
  }

  /**
   * Sets a new password from a reset link. It also unlocks the account and confirms the email (the
   * link proves the address), and signs out every session (whoever knew the old password is out).
   */
  async resetPassword(token: string, password: string): Promise<void> {
    // An unknown link costs no scrypt: otherwise any client could queue hashes without limit and
    // slow every sign-in. The link is checked again where it is used.
    if (!(await this.repo.isLiveToken(hashSecret(token), 'reset', this.clock())))
      throw fail(400, ErrorCode.invalidRequest, PlatformErrorKey.tokenInvalid, 'body.reset_password_token');
    const passwordHash = await hashPassword(password);
    await this.useToken(token, 'reset', 'body.reset_password_token', async (trx, player, now) => {
      await this.repo.updatePlayer(
        player.id,
        {
          password_hash: passwordHash,
          failed_attempts: 0,
          locked_at: null,
          confirmed_at: player.confirmed_at ?? now,
        },
        now,
        trx,
      );
      await this.repo.revokeAllSessions(player.id, now, trx);
    });
  }

  async unlock(token: string): Promise<void> {
    await this.useToken(token, 'unlock', 'body.unlock_token', async (trx, player, now) => {
      await this.repo.updatePlayer(player.id, { failed_attempts: 0, locked_at: null }, now, trx);
    });
  }

  private async useToken(
    token: string,
    purpose: OneTimeTokenPurpose,
    path: string,
    apply: (trx: Executor, player: PlayerRow, now: number, passwordHash: string | null) => Promise<void>,
  ): Promise<void> {
    const now = this.clock();
    const used = await this.repo.transaction(async (trx) => {
      const consumed = await this.repo.consumeToken(trx, hashSecret(token), purpose, now);
      const player = consumed ? await this.repo.findById(consumed.player_id, trx) : undefined;
      if (!consumed || !player) return false;
      await apply(trx, player, now, consumed.password_hash);
      return true;
    });
    if (!used) throw fail(400, ErrorCode.invalidRequest, PlatformErrorKey.tokenInvalid, path);
  }

  /**
   * Mails a one-time link. A confirmation link carries its sign-up's password hash and leaves the
   * earlier sign-ups' links working: a later sign-up by someone else cannot retire the owner's link.
   */
  private async sendTokenMail(
    player: PlayerRow,
    purpose: OneTimeTokenPurpose,
    passwordHash?: string,
  ): Promise<void> {
    const token = newSecret();
    const now = this.clock();
    const ttl = {
      confirmation: ACCOUNT_LIMITS.confirmationTtlMs,
      reset: ACCOUNT_LIMITS.resetTtlMs,
      unlock: ACCOUNT_LIMITS.unlockTtlMs,
    }[purpose];
    await this.repo.replaceToken(
      { hash: hashSecret(token), playerId: player.id, purpose, expiresAt: now + ttl, passwordHash },
      now,
      purpose !== 'confirmation',
    );
    const mails: Record<
      OneTimeTokenPurpose,
      { subject: string; intro: string; params: Record<string, string> }
    > = {
      confirmation: {
        subject: 'Confirm your email',
        intro: 'Welcome! Confirm your email to sign in:',
        params: { modal: 'confirmation', confirmation_token: token },
      },
      reset: {
        subject: 'Reset your password',
        intro: 'Choose a new password (the link works once, for one hour):',
        params: { modal: 'passwordEdit', reset_password_token: token },
      },
      unlock: {
        subject: 'Your account is locked',
        intro: 'Your account was locked after too many wrong passwords. Unlock it:',
        params: { modal: 'unlock', unlock_token: token },
      },
    };
    const mail = mails[purpose];
    const link = this.link(player, mail.params);
    await this.mailer.send({
      to: player.email,
      subject: mail.subject,
      text: `${mail.intro}\n${link}\nIf it was not you, ignore this message.`,
      links: [link],
    });
  }

  /** A web app link in the player's locale with `?modal=…` (SPEC §2) and the token. */
  private link(player: PlayerRow, params: Record<string, string>): string {
    const url = new URL(`/${player.language}`, this.options.siteUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  }

  // ------------------------------------------------------------------------------------------
  // Profile, currency, locale

  profile(player: PlayerRow | null): TPlayerProfile {
    if (!player) return ANONYMOUS_PLAYER;
    const fullName = [player.first_name, player.last_name].filter(Boolean).join(' ');
    const country = this.siteConfig.countries.find((c) => c.code === player.country);
    return {
      id: player.id,
      name: fullName || player.nickname || player.email,
      first_name: player.first_name,
      last_name: player.last_name,
      nickname: player.nickname,
      email: player.email,
      phone: player.phone,
      language: player.language,
      currency: player.currency,
      is_logged_in: !player.blocked,
      statuses: [],
      auth_fields_missed: this.missedDepositFields(player),
      country: { code: player.country, name: country?.name ?? player.country },
      serasa: { pve: false },
    };
  }

  /** SPEC §5: the profile fields the site requires for a deposit that the player has not filled in. */
  missedDepositFields(player: PlayerRow): TProfileField[] {
    return this.siteConfig.deposit_required_fields.filter((field) => !player[field]?.trim());
  }

  /** Fills in profile fields (the missed-fields modal); answers the updated player. */
  async updateProfile(player: PlayerRow, update: TProfileUpdateRequest): Promise<PlayerRow> {
    const patch = Object.fromEntries(
      Object.entries(update).filter(([, value]) => value !== undefined),
    ) as TProfileUpdateRequest;
    if (Object.keys(patch).length === 0) return player;
    const now = this.clock();
    await this.repo.updatePlayer(player.id, patch, now);
    return { ...player, ...patch, updated_at: now };
  }

  /** Makes a currency the player's current one, opening its account when needed. */
  async changeCurrency(player: PlayerRow, code: string): Promise<PlayerRow> {
    const currency = this.currency(code, 'body.currency');
    await this.wallet.openAccount(player.id, currency);
    const now = this.clock();
    if (player.currency !== currency) await this.repo.updatePlayer(player.id, { currency }, now);
    return { ...player, currency, updated_at: now };
  }

  async changeLocale(player: PlayerRow, code: string): Promise<string> {
    const locale = this.locale(code, 'body.locale');
    if (player.language !== locale)
      await this.repo.updatePlayer(player.id, { language: locale }, this.clock());
    return locale;
  }

  findById(id: string): Promise<PlayerRow | undefined> {
    return this.repo.findById(id);
  }

  /** Demo mode: the confirmed demo player with funded accounts; safe to run at every start. */
  async seedDemoPlayer(): Promise<PlayerRow> {
    let player = await this.repo.findByEmail(DEMO_PLAYER.email);
    if (!player) {
      const now = this.clock();
      try {
        await this.repo.insertPlayer({
          id: randomUUID(),
          email: DEMO_PLAYER.email,
          password_hash: await hashPassword(DEMO_PLAYER.password),
          first_name: 'Demo',
          last_name: 'Player',
          nickname: 'demo',
          phone: null,
          language: this.siteConfig.default_locale,
          currency: 'EUR',
          country: 'DE',
          confirmed_at: now,
          locked_at: null,
          created_at: now,
          updated_at: now,
        });
      } catch (error) {
        if (!(await this.repo.findByEmail(DEMO_PLAYER.email))) throw error;
      }
      player = (await this.repo.findByEmail(DEMO_PLAYER.email)) as PlayerRow;
    }
    for (const [currency, amount] of Object.entries(DEMO_PLAYER.balances)) {
      // (kind, reference) is posted at most once, so a restart never funds twice.
      await this.wallet.credit({
        playerId: player.id,
        currency,
        amount,
        kind: 'seed',
        reference: `demo-player:${currency}`,
      });
    }
    return player;
  }

  // ------------------------------------------------------------------------------------------

  private currency(code: string, path: string): string {
    const found = Object.keys(this.siteConfig.currencies).find((c) => c.toUpperCase() === code.toUpperCase());
    if (!found) throw fail(400, ErrorCode.invalidRequest, PlatformErrorKey.currencyUnknown, path);
    return found;
  }

  private locale(code: string, path: string): string {
    const lower = code.toLowerCase().replace('_', '-');
    const alias = Object.entries(this.siteConfig.locale_aliases).find(
      ([from]) => from.toLowerCase() === lower,
    )?.[1];
    const wanted = (alias ?? lower).toLowerCase();
    const found = this.siteConfig.locales.find((l) => l.code.toLowerCase() === wanted);
    if (!found) throw fail(400, ErrorCode.invalidRequest, PlatformErrorKey.localeUnknown, path);
    return found.code;
  }

  /** SPEC §5: sign-in and sign-up are refused for countries in the configured block lists. */
  private assertCountryAllowed(flow: 'sign_in' | 'sign_up', country: string | undefined, path: string): void {
    if (country && this.siteConfig.blocked_countries[flow].includes(country.toUpperCase()))
      throw fail(403, ErrorCode.forbidden, PlatformErrorKey.countryBlocked, path);
  }
}
