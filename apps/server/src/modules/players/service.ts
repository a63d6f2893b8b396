import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ANONYMOUS_PLAYER,
  ErrorCode,
  ErrorMessageKey,
  LimitsErrorKey,
  PlatformErrorKey,
  type TPlayerProfile,
  type TProfileField,
  type TProfileUpdateRequest,
  TRACKING_TAGS,
  type TSiteConfig,
  type TTrackingTags,
} from '@sportsbook/contract';
import type { OneTimeTokenPurpose, PlayerRow } from '../../db/schema';
import { AppError } from '../../errors';
import { isExcluded } from '../limits/windows';
import type { Mailer } from '../mail/mailer';
import type { WalletService } from '../wallet/service';
import { ACCOUNT_LIMITS, type AccountLimiters, accountLimiters } from './account-limits';
import { existingAccountMail, tokenMail } from './account-mail';
import { seedDemoPlayer } from './demo-player';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';
import type { FailureLimiter, HitLimiter } from './rate-limit';
import { type Executor, newPlayerRow, type PlayersRepo } from './repo';

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
  /**
   * What keeps a player whose password is right from signing in today (responsible gambling: the
   * day's session-time limit used up), as a message key; null: nothing.
   */
  signInRefusal?: (player: PlayerRow) => Promise<string | null>;
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
    return player && !player.blocked && !isExcluded(player, this.clock()) ? player : null;
  }

  async signOut(token: string | null | undefined): Promise<void> {
    if (token) await this.repo.revokeSession(hashSecret(token), this.clock());
  }

  async signIn(
    input: { email: string; password: string },
    context: SignInContext,
  ): Promise<{ player: PlayerRow; token: string }> {
    this.assertFlowAllowed('sign_in');
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
    if (isExcluded(player, now))
      throw fail(403, ErrorCode.forbidden, LimitsErrorKey.selfExcluded, 'body.email');
    const refusal = await this.options.signInRefusal?.(player);
    if (refusal) throw fail(403, ErrorCode.forbidden, refusal, 'body.email');
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
    input: {
      email: string;
      password: string;
      currency: string;
      locale: string;
      country: string;
      tracking?: TTrackingTags;
    },
    context: { ip: string; geoCountry?: string },
  ): Promise<void> {
    this.assertFlowAllowed('sign_up');
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
      await this.repo.insertPlayer(
        newPlayerRow(
          {
            id,
            email: input.email,
            password_hash: passwordHash,
            language: locale,
            currency,
            country: input.country,
            confirmed_at: null,
          },
          now,
        ),
      );
    } catch (error) {
      // A concurrent sign-up of the same email won the unique index: answer as for an existing one.
      const raced = await this.repo.findByEmail(input.email);
      if (raced) return this.answerExistingSignUp(raced, passwordHash);
      throw error;
    }
    // Only a new player's own sign-up says where they came from; another sign-up of a registered
    // address never changes its attribution.
    if (input.tracking && Object.keys(input.tracking).length > 0)
      await this.repo.insertTracking(id, input.tracking, now);
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
    await this.mailer.send(existingAccountMail(player, this.options.siteUrl));
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
    await this.mailer.send(tokenMail(purpose, token, player, this.options.siteUrl));
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
      statuses: (JSON.parse(player.groups) as string[]).map((id) => ({ id })),
      auth_fields_missed: this.missedDepositFields(player),
      country: { code: player.country, name: country?.name ?? player.country },
      serasa: { pve: false },
    };
  }

  /**
   * SPEC §7 GET /player `stag`: the affiliate cookie of the browser the player uses. A signed-in
   * player whom no affiliate brought yet is attributed to it; an attribution is never replaced, and
   * a visitor without a session leaves nothing behind.
   */
  async noteAffiliate(player: PlayerRow | null, stag: string | undefined): Promise<void> {
    if (player && stag) await this.repo.attributeStag(player.id, stag, this.clock());
  }

  /** The tags a player came with (operator reports, tests); null when none were given. */
  async tracking(playerId: string): Promise<TTrackingTags | null> {
    const row = await this.repo.findTracking(playerId);
    if (!row) return null;
    const tags: TTrackingTags = {};
    for (const name of TRACKING_TAGS) {
      const value = row[name];
      if (value !== null) tags[name] = value;
    }
    return tags;
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
  seedDemoPlayer(): Promise<PlayerRow> {
    return seedDemoPlayer(this.repo, this.wallet, this.siteConfig.default_locale, this.clock());
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

  /** SPEC §6: the site's flags say whether sign-in and sign-up are offered at all. */
  private assertFlowAllowed(flow: 'sign_in' | 'sign_up'): void {
    if (this.siteConfig.features[flow] === false)
      throw fail(
        403,
        ErrorCode.forbidden,
        flow === 'sign_in' ? PlatformErrorKey.signInDisabled : PlatformErrorKey.signUpDisabled,
        'request',
      );
  }

  /** SPEC §5: sign-in and sign-up are refused for countries in the configured block lists. */
  private assertCountryAllowed(flow: 'sign_in' | 'sign_up', country: string | undefined, path: string): void {
    if (country && this.siteConfig.blocked_countries[flow].includes(country.toUpperCase()))
      throw fail(403, ErrorCode.forbidden, PlatformErrorKey.countryBlocked, path);
  }
}
