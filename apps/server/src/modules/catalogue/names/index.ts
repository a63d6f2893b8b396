import type { NameDictionary } from '../names';
import ar from './ar.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import et from './et.json' with { type: 'json' };
import fa from './fa.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import fil from './fil.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import he from './he.json' with { type: 'json' };
import hr from './hr.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import ko from './ko.json' with { type: 'json' };
import lt from './lt.json' with { type: 'json' };
import lv from './lv.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import sl from './sl.json' with { type: 'json' };
import sr from './sr.json' with { type: 'json' };
import ur from './ur.json' with { type: 'json' };
import vi from './vi.json' with { type: 'json' };
import zh from './zh.json' with { type: 'json' };

/**
 * The catalogue's names per language (SPEC §7: replies follow Accept-Language), keyed by the
 * realtime channel's language ('pt' serves pt and pt-BR). en.json lists every name and template
 * in English: a language file holds the same keys. Adding a language = its file and its line here.
 */
export const CATALOGUE_NAMES: Readonly<Record<string, NameDictionary>> = {
  ar,
  de,
  es,
  et,
  fa,
  fi,
  fil,
  fr,
  he,
  hr,
  ja,
  ko,
  lt,
  lv,
  pt,
  sl,
  sr,
  ur,
  vi,
  zh,
};
