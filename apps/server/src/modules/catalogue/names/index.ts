import type { NameDictionary } from '../names';
import ar from './ar.json' with { type: 'json' };
import bg from './bg.json' with { type: 'json' };
import cs from './cs.json' with { type: 'json' };
import da from './da.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import el from './el.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import et from './et.json' with { type: 'json' };
import fa from './fa.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import fil from './fil.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import he from './he.json' with { type: 'json' };
import hr from './hr.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import ko from './ko.json' with { type: 'json' };
import lt from './lt.json' with { type: 'json' };
import lv from './lv.json' with { type: 'json' };
import nb from './nb.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };
import pl from './pl.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import ro from './ro.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import sk from './sk.json' with { type: 'json' };
import sl from './sl.json' with { type: 'json' };
import sr from './sr.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };
import tr from './tr.json' with { type: 'json' };
import uk from './uk.json' with { type: 'json' };
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
  bg,
  cs,
  da,
  de,
  el,
  es,
  et,
  fa,
  fi,
  fil,
  fr,
  he,
  hr,
  hu,
  it,
  ja,
  ko,
  lt,
  lv,
  nb,
  nl,
  pl,
  pt,
  ro,
  ru,
  sk,
  sl,
  sr,
  sv,
  tr,
  uk,
  ur,
  vi,
  zh,
};
