import { MESSAGE_KEYS } from '@sportsbook/betting';
import { BetsErrorKey } from '@sportsbook/contract';

/**
 * `localized_message` of bet refusals (SPEC §8: a server's localized message is shown first). The
 * web has the same keys in its own catalogue; these are for clients that show the server's text
 * (embedded platforms, the API's own consumers). English is the fallback for a locale without text.
 */
type Texts = Record<string, string>;

const en: Texts = {
  [BetsErrorKey.invalidOdds]: 'The odds have changed. Please review your selections.',
  [BetsErrorKey.invalidOddsCustomBet]: 'The price of your bet builder has changed. Please review it.',
  [BetsErrorKey.pvePlayerForbidden]: 'Your account is not allowed to place bets.',
  [BetsErrorKey.default]: 'Your bet could not be placed. Please try again.',
  [BetsErrorKey.selectionSuspended]: 'Suspended',
  [BetsErrorKey.selectionNotAvailable]: 'Not available',
  [BetsErrorKey.insufficientFunds]: 'Your balance is too low for this stake.',
  [BetsErrorKey.providerInactive]: 'Betting on these events is paused for a moment.',
  [BetsErrorKey.unknownCurrency]: 'This currency cannot be used for betting.',
  [BetsErrorKey.invalidSystem]: 'This system type does not fit the number of selections.',
  [BetsErrorKey.duplicateSelection]: 'The same selection is in the bet twice.',
  [BetsErrorKey.idempotencyMismatch]: 'This request was already used for another bet.',
  [BetsErrorKey.cashoutChanged]: 'The cash-out value has changed.',
  [BetsErrorKey.cashoutUnavailable]: 'Cash out is not available for this bet right now.',
  [BetsErrorKey.customBetIncompatible]: 'These selections cannot be combined.',
  [BetsErrorKey.customBetUnavailable]: 'The bet builder is not available for this match.',
  [MESSAGE_KEYS.selectionLimitExceeded]: 'Too many selections in one bet.',
  [MESSAGE_KEYS.oddsLimitExceeded]: 'The total odds are above the limit.',
  [MESSAGE_KEYS.maxStakeLimitExceeded]: 'The stake is above the maximum stake.',
  [MESSAGE_KEYS.payoutLimitExceeded]: 'The potential win is above the payout limit.',
  [MESSAGE_KEYS.potentialWinEqualOrLess]: 'The potential win must be higher than the stake.',
  [MESSAGE_KEYS.stakeNotPositive]: 'Enter a stake above zero.',
  [MESSAGE_KEYS.sameMatch]: 'Selections of the same match cannot be combined.',
  [MESSAGE_KEYS.oddinInSystem]: 'Esports selections cannot be part of a system bet.',
  [MESSAGE_KEYS.mixedProviders]: 'These selections cannot be combined in one bet.',
  [MESSAGE_KEYS.customBetMinSelections]: 'A bet builder needs at least two selections.',
};

const de: Texts = {
  [BetsErrorKey.invalidOdds]: 'Die Quoten haben sich geändert. Bitte prüfe deine Auswahl.',
  [BetsErrorKey.invalidOddsCustomBet]: 'Der Preis deiner Wettkombination hat sich geändert.',
  [BetsErrorKey.pvePlayerForbidden]: 'Dein Konto darf keine Wetten platzieren.',
  [BetsErrorKey.default]: 'Deine Wette konnte nicht platziert werden. Bitte versuche es erneut.',
  [BetsErrorKey.selectionSuspended]: 'Ausgesetzt',
  [BetsErrorKey.selectionNotAvailable]: 'Nicht verfügbar',
  [BetsErrorKey.insufficientFunds]: 'Dein Guthaben reicht für diesen Einsatz nicht aus.',
  [BetsErrorKey.providerInactive]: 'Wetten auf diese Ereignisse sind kurz pausiert.',
  [BetsErrorKey.cashoutChanged]: 'Der Cash-out-Betrag hat sich geändert.',
  [BetsErrorKey.cashoutUnavailable]: 'Cash-out ist für diese Wette gerade nicht verfügbar.',
  [MESSAGE_KEYS.maxStakeLimitExceeded]: 'Der Einsatz liegt über dem Höchsteinsatz.',
  [MESSAGE_KEYS.potentialWinEqualOrLess]: 'Der mögliche Gewinn muss höher als der Einsatz sein.',
  [MESSAGE_KEYS.sameMatch]: 'Auswahlen aus demselben Spiel können nicht kombiniert werden.',
};

const es: Texts = {
  [BetsErrorKey.invalidOdds]: 'Las cuotas han cambiado. Revisa tus selecciones.',
  [BetsErrorKey.invalidOddsCustomBet]: 'El precio de tu apuesta personalizada ha cambiado.',
  [BetsErrorKey.pvePlayerForbidden]: 'Tu cuenta no puede realizar apuestas.',
  [BetsErrorKey.default]: 'No se pudo realizar tu apuesta. Inténtalo de nuevo.',
  [BetsErrorKey.selectionSuspended]: 'Suspendido',
  [BetsErrorKey.selectionNotAvailable]: 'No disponible',
  [BetsErrorKey.insufficientFunds]: 'Tu saldo no alcanza para este importe.',
  [BetsErrorKey.providerInactive]: 'Las apuestas en estos eventos están en pausa.',
  [BetsErrorKey.cashoutChanged]: 'El valor de cash out ha cambiado.',
  [BetsErrorKey.cashoutUnavailable]: 'El cash out no está disponible para esta apuesta.',
  [MESSAGE_KEYS.maxStakeLimitExceeded]: 'El importe supera la apuesta máxima.',
  [MESSAGE_KEYS.potentialWinEqualOrLess]: 'La ganancia posible debe ser mayor que el importe.',
  [MESSAGE_KEYS.sameMatch]: 'No se pueden combinar selecciones del mismo partido.',
};

const ptBR: Texts = {
  [BetsErrorKey.invalidOdds]: 'As odds mudaram. Revise suas seleções.',
  [BetsErrorKey.invalidOddsCustomBet]: 'O preço da sua aposta personalizada mudou.',
  [BetsErrorKey.pvePlayerForbidden]: 'Sua conta não pode fazer apostas.',
  [BetsErrorKey.default]: 'Não foi possível fazer sua aposta. Tente novamente.',
  [BetsErrorKey.selectionSuspended]: 'Suspenso',
  [BetsErrorKey.selectionNotAvailable]: 'Indisponível',
  [BetsErrorKey.insufficientFunds]: 'Seu saldo é insuficiente para este valor.',
  [BetsErrorKey.providerInactive]: 'As apostas nesses eventos estão pausadas.',
  [BetsErrorKey.cashoutChanged]: 'O valor de cash out mudou.',
  [BetsErrorKey.cashoutUnavailable]: 'Cash out indisponível para esta aposta agora.',
  [MESSAGE_KEYS.maxStakeLimitExceeded]: 'O valor está acima da aposta máxima.',
  [MESSAGE_KEYS.potentialWinEqualOrLess]: 'O ganho possível deve ser maior que o valor apostado.',
  [MESSAGE_KEYS.sameMatch]: 'Seleções da mesma partida não podem ser combinadas.',
};

const ar: Texts = {
  [BetsErrorKey.invalidOdds]: 'تغيّرت الاحتمالات. يرجى مراجعة اختياراتك.',
  [BetsErrorKey.invalidOddsCustomBet]: 'تغيّر سعر رهانك المخصص. يرجى مراجعته.',
  [BetsErrorKey.pvePlayerForbidden]: 'لا يُسمح لحسابك بوضع الرهانات.',
  [BetsErrorKey.default]: 'تعذّر وضع رهانك. يرجى المحاولة مرة أخرى.',
  [BetsErrorKey.selectionSuspended]: 'معلّق',
  [BetsErrorKey.selectionNotAvailable]: 'غير متاح',
  [BetsErrorKey.insufficientFunds]: 'رصيدك غير كافٍ لهذا المبلغ.',
  [BetsErrorKey.providerInactive]: 'الرهان على هذه الأحداث متوقف مؤقتًا.',
  [BetsErrorKey.cashoutChanged]: 'تغيّرت قيمة السحب المبكر.',
  [BetsErrorKey.cashoutUnavailable]: 'السحب المبكر غير متاح لهذا الرهان الآن.',
  [MESSAGE_KEYS.maxStakeLimitExceeded]: 'المبلغ أعلى من الحد الأقصى للرهان.',
  [MESSAGE_KEYS.potentialWinEqualOrLess]: 'يجب أن يكون الربح المحتمل أعلى من المبلغ.',
  [MESSAGE_KEYS.sameMatch]: 'لا يمكن الجمع بين اختيارات من المباراة نفسها.',
};

const CATALOGUES: Record<string, Texts> = { en, de, es, 'pt-BR': ptBR, pt: ptBR, ar };

/** The locale of a request from its Accept-Language header (first supported tag, else English). */
export function requestLocale(acceptLanguage: string | undefined): string {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim();
    if (!tag) continue;
    if (CATALOGUES[tag]) return tag;
    const base = tag.split('-')[0]?.toLowerCase();
    if (base === 'br') return 'pt-BR';
    if (base && CATALOGUES[base]) return base;
  }
  return 'en';
}

/** The text of a message key in a locale, falling back to English, then to the key itself. */
export function localize(key: string, locale: string): string {
  return CATALOGUES[locale]?.[key] ?? en[key] ?? key;
}
