import {
  type ClientInfo,
  type Command,
  DisconnectCodes,
  DisconnectError,
  ErrorCodes,
  methodOf,
  type ProtocolError,
  ReplyError,
} from '../protocol';
import type { Session, SessionAuth } from './session';
import { knownChannel, mayRead, requireChannel, type Subscriptions } from './subscriptions';
import type { HubContext } from './types';

/** What the commands need of the hub besides its context: publishing as the server does. */
export interface CommandsHub extends HubContext {
  publish(channel: string, data: unknown, info?: ClientInfo): Promise<unknown>;
}

/**
 * The protocol's command dispatch: each command of a connection runs after the one before, and a
 * failure becomes an error reply or a disconnect as Centrifugo answers it.
 */
export class Commands {
  constructor(
    private readonly hub: CommandsHub,
    private readonly auth: SessionAuth,
    private readonly subscriptions: Subscriptions,
  ) {}

  async handle(session: Session, command: Command): Promise<void> {
    if (session.closed) return;
    const id = command.id ?? 0;
    try {
      await this.dispatch(session, command, id);
    } catch (error) {
      if (error instanceof DisconnectError) {
        this.hub.disconnect(session, error.disconnect);
      } else if (error instanceof ReplyError) {
        this.replyError(session, id, error.error);
      } else {
        this.hub.log.error({ err: error }, 'real-time command failed');
        this.replyError(session, id, ErrorCodes.internal);
      }
    }
  }

  private replyError(session: Session, id: number, error: ProtocolError): void {
    if (id === 0) return;
    session.send({ id, error });
  }

  private async dispatch(session: Session, command: Command, id: number): Promise<void> {
    const method = methodOf(command);
    if (method === 'pong') {
      this.auth.pong(session);
      return;
    }
    if (method === null) throw new ReplyError(ErrorCodes.methodNotFound);
    if (method !== 'connect' && !session.connected) throw new DisconnectError(DisconnectCodes.badRequest);
    switch (method) {
      case 'connect':
        session.send({ id, connect: await this.auth.connect(session, command.connect ?? {}) });
        return;
      case 'subscribe':
        await this.subscriptions.subscribe(session, command.subscribe ?? {}, id);
        return;
      case 'unsubscribe': {
        const channel = requireChannel(command.unsubscribe?.channel);
        const sub = session.subs.get(channel);
        if (sub) this.subscriptions.remove(session, sub);
        session.send({ id, unsubscribe: {} });
        return;
      }
      case 'publish': {
        const channel = requireChannel(command.publish?.channel);
        // As Centrifuge: channel and data are both required, a publish without data is a bad request.
        if (command.publish?.data === undefined) throw new DisconnectError(DisconnectCodes.badRequest);
        const options = knownChannel(this.hub.settings, channel);
        const subscribed = session.subs.get(channel)?.state === 'subscribed';
        const userOk = session.user !== '' || options.allowPublishForAnonymous;
        const allowed =
          this.hub.settings.insecure ||
          (options.allowPublishForClient && userOk) ||
          (options.allowPublishForSubscriber && subscribed && userOk);
        if (!allowed) throw new ReplyError(ErrorCodes.permissionDenied);
        await this.hub.publish(channel, command.publish.data, session.clientInfo());
        session.send({ id, publish: {} });
        return;
      }
      case 'presence':
      case 'presence_stats': {
        const channel = requireChannel(command[method]?.channel);
        const options = knownChannel(this.hub.settings, channel);
        if (!options.presence) throw new ReplyError(ErrorCodes.notAvailable);
        if (!mayRead(this.hub.settings, session, channel, options, 'presence')) {
          throw new ReplyError(ErrorCodes.permissionDenied);
        }
        const presence = await this.hub.broker.presence(channel);
        if (method === 'presence') {
          session.send({ id, presence: { presence } });
        } else {
          const users = new Set(Object.values(presence).map((info) => info.user));
          session.send({
            id,
            presence_stats: { num_clients: Object.keys(presence).length, num_users: users.size },
          });
        }
        return;
      }
      case 'history':
        session.send({ id, history: await this.subscriptions.history(session, command.history ?? {}) });
        return;
      case 'refresh':
        session.send({ id, refresh: await this.auth.refresh(session, command.refresh?.token) });
        return;
      case 'sub_refresh':
        session.send({
          id,
          sub_refresh: await this.subscriptions.refresh(session, command.sub_refresh ?? {}),
        });
        return;
      case 'rpc':
      case 'ping':
        // Centrifugo without an RPC proxy has no RPC handler: 108 not available.
        throw new ReplyError(ErrorCodes.notAvailable);
      case 'send':
        // Centrifugo without a proxy has no message handler; a one-way command cannot get an
        // error reply, so the client is disconnected with 3508 (as Centrifugo does).
        throw new DisconnectError(DisconnectCodes.notAvailable);
    }
  }
}
