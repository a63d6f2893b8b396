/** Query keys of the account feature, in one place (DESIGN 'Front end': one key factory per feature). */
export const accountKeys = {
  all: ['account'] as const,
  player: () => [...accountKeys.all, 'player'] as const,
  accounts: () => [...accountKeys.all, 'accounts'] as const,
  mailbox: (email: string) => [...accountKeys.all, 'mailbox', email] as const,
};
