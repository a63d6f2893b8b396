import {
  ZAccountsReply,
  ZChangeCurrencyRequest,
  ZChangeLocaleReply,
  ZChangeLocaleRequest,
  ZConfirmationRequest,
  ZErrorReply,
  ZOkReply,
  ZPasswordResetRequest,
  ZPasswordUpdateRequest,
  ZPlayerProfile,
  ZPlayerQuery,
  ZProfileUpdateRequest,
  ZSignInReply,
  ZSignInRequest,
  ZSignUpReply,
  ZSignUpRequest,
  ZUnlockRequest,
} from '@sportsbook/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WalletService } from '../wallet/service';
import { ACCOUNT_LIMITS } from './account-limits';
import { clearSessionCookie, geoCountry, sessionCredential, setSessionCookie } from './http';
import type { PlayersService } from './service';

export interface PlayerRoutesOptions {
  players: PlayersService;
  wallet: WalletService;
}

const errors = { 400: ZErrorReply, 401: ZErrorReply, 403: ZErrorReply, 429: ZErrorReply };

/** SPEC §7 Platform API and the account operations, under /api/platform. */
export const playerRoutes: FastifyPluginAsyncZod<PlayerRoutesOptions> = async (app, { players, wallet }) => {
  const tags = ['platform'];
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  // Set before the player is looked up, so a 401 of a dead session is not cached either.
  const noStoreThenIdentify = [
    async (_req: unknown, reply: FastifyReply) => {
      noStore(reply);
    },
    app.identifyPlayer,
  ];

  app.get(
    '/player',
    {
      schema: {
        tags,
        summary: 'Profile of the signed-in player',
        description:
          'Without a session: the anonymous profile (id null, is_logged_in false), never an error. With an expired or revoked session: 401. `stag` (the affiliate cookie) attributes a signed-in player no affiliate brought yet.',
        querystring: ZPlayerQuery,
        response: { 200: ZPlayerProfile, ...errors },
      },
      preHandler: noStoreThenIdentify,
    },
    async (req) => {
      await players.noteAffiliate(req.player, req.query.stag);
      return players.profile(req.player);
    },
  );

  app.get(
    '/player/accounts',
    {
      schema: {
        tags,
        summary: 'Accounts of the signed-in player (one per currency)',
        description: 'Without a session: an empty list. With an expired or revoked session: 401.',
        response: { 200: ZAccountsReply, ...errors },
      },
      preHandler: noStoreThenIdentify,
    },
    async (req) => (req.player ? wallet.accounts(req.player.id) : []),
  );

  app.post(
    '/player/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: revokes the session server-side',
        response: { 200: ZOkReply, ...errors },
      },
    },
    async (req, reply) => {
      await players.signOut(sessionCredential(req)?.token);
      clearSessionCookie(req, reply);
      return { ok: true as const };
    },
  );

  app.put(
    '/player/currency',
    {
      schema: {
        tags,
        summary: 'Change the current currency (opens its account when needed)',
        body: ZChangeCurrencyRequest,
        response: { 200: ZPlayerProfile, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req) => {
      const player = req.signedInPlayer();
      return players.profile(await players.changeCurrency(player, req.body.currency));
    },
  );

  app.put(
    '/player/profile',
    {
      schema: {
        tags,
        summary: 'Fill in profile fields (those a deposit requires: SPEC §5 missed fields)',
        body: ZProfileUpdateRequest,
        response: { 200: ZPlayerProfile, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req) => {
      const player = req.signedInPlayer();
      return players.profile(await players.updateProfile(player, req.body));
    },
  );

  app.put(
    '/player/locale',
    {
      schema: {
        tags,
        summary: "Change the player's locale",
        body: ZChangeLocaleRequest,
        response: { 200: ZChangeLocaleReply, ...errors },
      },
      preHandler: app.requirePlayer,
    },
    async (req) => {
      const player = req.signedInPlayer();
      return { locale: await players.changeLocale(player, req.body.locale) };
    },
  );

  app.post(
    '/users/sign-up',
    {
      schema: {
        tags,
        summary: 'Sign up; the email must be confirmed before signing in',
        description: 'The same reply whether or not the email is already registered.',
        body: ZSignUpRequest,
        response: { 201: ZSignUpReply, ...errors },
      },
    },
    async (req, reply) => {
      await players.signUp(req.body, { ip: req.ip, geoCountry: geoCountry(req) });
      return reply.status(201).send({ confirmation_required: true });
    },
  );

  app.post(
    '/users/confirmation',
    {
      schema: {
        tags,
        summary: 'Confirm the email',
        body: ZConfirmationRequest,
        response: { 200: ZOkReply, ...errors },
      },
    },
    async (req) => {
      await players.confirm(req.body.confirmation_token);
      return { ok: true as const };
    },
  );

  app.post(
    '/users/sign-in',
    {
      schema: {
        tags,
        summary: 'Sign in: sets the session cookie (or returns a bearer token)',
        description:
          'Wrong email and wrong password get the same 401. After 5 wrong passwords in a row the account locks and an unlock email is sent. Rate-limited per IP and per email.',
        body: ZSignInRequest,
        response: { 200: ZSignInReply, ...errors },
      },
    },
    async (req, reply) => {
      const { player, token } = await players.signIn(req.body, {
        ip: req.ip,
        geoCountry: geoCountry(req),
        userAgent: req.headers['user-agent'],
      });
      noStore(reply);
      if (req.body.bearer) return { player: players.profile(player), token };
      setSessionCookie(req, reply, token, ACCOUNT_LIMITS.sessionTtlMs);
      return { player: players.profile(player) };
    },
  );

  app.post(
    '/users/password',
    {
      schema: {
        tags,
        summary: 'Send a password reset link',
        description: 'The same reply whether or not the email is registered.',
        body: ZPasswordResetRequest,
        response: { 200: ZOkReply, ...errors },
      },
    },
    async (req) => {
      await players.requestPasswordReset(req.body.email, req.ip);
      return { ok: true as const };
    },
  );

  app.put(
    '/users/password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token (signs out every session)',
        body: ZPasswordUpdateRequest,
        response: { 200: ZOkReply, ...errors },
      },
    },
    async (req) => {
      await players.resetPassword(req.body.reset_password_token, req.body.password);
      return { ok: true as const };
    },
  );

  app.post(
    '/users/unlock',
    {
      schema: {
        tags,
        summary: 'Unlock a locked account',
        body: ZUnlockRequest,
        response: { 200: ZOkReply, ...errors },
      },
    },
    async (req) => {
      await players.unlock(req.body.unlock_token);
      return { ok: true as const };
    },
  );
};
