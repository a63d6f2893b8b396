import type { Locale } from '../../../../../web/src/i18n/locales';

/**
 * The demo's general betting rules (SPEC §2 /general-rules): a title and a Markdown text per shipped locale, so a
 * missing translation fails the typecheck.
 */
export const GENERAL_RULES: { title: Record<Locale, string>; content: Record<Locale, string> } = {
  title: {
    en: 'General rules',
    de: 'Allgemeine Regeln',
    es: 'Reglas generales',
    'pt-BR': 'Regras gerais',
    ar: 'القواعد العامة',
    fr: 'Règles générales',
    it: 'Regole generali',
    pt: 'Regras gerais',
    nl: 'Algemene regels',
    pl: 'Regulamin ogólny',
    cs: 'Všeobecná pravidla',
    sk: 'Všeobecné pravidlá',
    hu: 'Általános szabályok',
    ro: 'Reguli generale',
    bg: 'Общи правила',
    el: 'Γενικοί κανόνες',
    ru: 'Общие правила',
    uk: 'Загальні правила',
    tr: 'Genel kurallar',
    sv: 'Allmänna regler',
    nb: 'Generelle regler',
    da: 'Generelle regler',
    fi: 'Yleiset säännöt',
    et: 'Üldreeglid',
    lv: 'Vispārīgie noteikumi',
    lt: 'Bendrosios taisyklės',
    'sr-ME': 'Opšta pravila',
    hr: 'Opća pravila',
    sl: 'Splošna pravila',
    ja: '一般規約',
    ko: '일반 규정',
    zh: '通用规则',
    vi: 'Quy định chung',
    fil: 'Pangkalahatang patakaran',
    he: 'כללים כלליים',
    fa: 'قوانین عمومی',
    ur: 'عمومی قواعد',
  },
  content: {
    en: `These rules apply to every bet placed on this site.

## Acceptance of bets
A bet is accepted only once it appears in My bets. Until then nothing is taken from your balance. We may refuse a bet, in full or in part, for example when a market closes while it is being placed.

## Odds changes
Odds move with the game. When the odds of a selection change before your bet is accepted, the bet slip shows the new odds and asks you to confirm them, unless your odds settings accept the change.

## Settlement
Bets are settled on the official result once the market is decided. Winnings are paid into your balance when the bet is settled.

## Void selections
A selection is void when its event is cancelled or abandoned without a result, or when its odds were clearly wrong. A void selection counts at odds of 1.00: a single is refunded and a combo goes on with the other selections.

## Limits
Stakes, winnings and the number of selections in one bet are limited. The bet slip tells you when a bet goes beyond a limit.

## Responsible gambling
Betting is for adults and should stay fun. Use the responsible gambling tools in your account to set activity limits, take a break or exclude yourself.
`,
    de: `Diese Regeln gelten für jede Wette auf dieser Seite.

## Annahme von Wetten
Eine Wette ist erst angenommen, wenn sie unter „Meine Wetten“ erscheint. Bis dahin wird nichts von deinem Guthaben abgebucht. Wir können eine Wette ganz oder teilweise ablehnen, zum Beispiel wenn ein Markt schließt, während sie platziert wird.

## Quotenänderungen
Quoten bewegen sich mit dem Spiel. Ändert sich die Quote einer Auswahl, bevor deine Wette angenommen ist, zeigt der Wettschein die neue Quote und bittet dich, sie zu bestätigen – es sei denn, deine Quoteneinstellungen akzeptieren die Änderung.

## Abrechnung
Wetten werden nach dem offiziellen Ergebnis abgerechnet, sobald der Markt entschieden ist. Gewinne werden deinem Guthaben gutgeschrieben, wenn die Wette abgerechnet ist.

## Ungültige Auswahlen
Eine Auswahl ist ungültig, wenn ihr Ereignis abgesagt oder ohne Ergebnis abgebrochen wird oder wenn ihre Quote offensichtlich falsch war. Eine ungültige Auswahl zählt mit der Quote 1,00: Eine Einzelwette wird erstattet, eine Kombiwette läuft mit den übrigen Auswahlen weiter.

## Limits
Einsätze, Gewinne und die Zahl der Auswahlen in einer Wette sind begrenzt. Der Wettschein sagt dir, wenn eine Wette ein Limit überschreitet.

## Verantwortungsvolles Spielen
Wetten ist nur für Erwachsene und soll Spaß bleiben. Mit den Werkzeugen für verantwortungsvolles Spielen in deinem Konto kannst du Aktivitätslimits setzen, eine Pause einlegen oder dich selbst sperren.
`,
    es: `Estas reglas se aplican a todas las apuestas realizadas en este sitio.

## Aceptación de apuestas
Una apuesta solo se acepta cuando aparece en Mis apuestas. Hasta entonces no se descuenta nada de tu saldo. Podemos rechazar una apuesta, total o parcialmente, por ejemplo cuando un mercado se cierra mientras se realiza.

## Cambios de cuotas
Las cuotas se mueven con el juego. Si la cuota de una selección cambia antes de que se acepte tu apuesta, el boleto muestra la nueva cuota y te pide que la confirmes, salvo que tus ajustes de cuotas acepten el cambio.

## Liquidación
Las apuestas se liquidan según el resultado oficial una vez decidido el mercado. Las ganancias se abonan en tu saldo cuando se liquida la apuesta.

## Selecciones anuladas
Una selección se anula cuando su evento se cancela o se suspende sin resultado, o cuando su cuota era claramente errónea. Una selección anulada cuenta con cuota 1,00: una apuesta simple se reembolsa y una combinada sigue con las demás selecciones.

## Límites
Los importes apostados, las ganancias y el número de selecciones de una apuesta tienen límites. El boleto te avisa cuando una apuesta supera un límite.

## Juego responsable
Apostar es solo para adultos y debe seguir siendo divertido. Usa las herramientas de juego responsable de tu cuenta para fijar límites de actividad, tomarte un descanso o autoexcluirte.
`,
    'pt-BR': `Estas regras valem para todas as apostas feitas neste site.

## Aceitação de apostas
Uma aposta só é aceita quando aparece em Minhas apostas. Até lá, nada é descontado do seu saldo. Podemos recusar uma aposta, total ou parcialmente, por exemplo quando um mercado fecha enquanto ela está sendo feita.

## Mudanças de odds
As odds mudam com o jogo. Se as odds de uma seleção mudarem antes de sua aposta ser aceita, o boletim mostra as novas odds e pede que você as confirme, a menos que suas configurações de odds aceitem a mudança.

## Liquidação
As apostas são liquidadas pelo resultado oficial assim que o mercado é decidido. Os ganhos entram no seu saldo quando a aposta é liquidada.

## Seleções anuladas
Uma seleção é anulada quando o evento é cancelado ou interrompido sem resultado, ou quando suas odds estavam claramente erradas. Uma seleção anulada conta com odd 1,00: uma aposta simples é reembolsada e uma múltipla continua com as outras seleções.

## Limites
Valores apostados, ganhos e o número de seleções em uma aposta têm limites. O boletim avisa quando uma aposta passa de um limite.

## Jogo responsável
Apostar é só para adultos e deve continuar sendo diversão. Use as ferramentas de jogo responsável da sua conta para definir limites de atividade, fazer uma pausa ou se autoexcluir.
`,
    ar: `تسري هذه القواعد على كل رهان يُوضع على هذا الموقع.

## قبول الرهانات
لا يُقبل الرهان إلا عندما يظهر في «رهاناتي». وحتى ذلك الحين لا يُخصم شيء من رصيدك. يجوز لنا رفض الرهان كليًا أو جزئيًا، مثلًا عندما يُغلق السوق أثناء وضعه.

## تغيّر الاحتمالات
تتغير الاحتمالات مع سير المباراة. إذا تغيرت احتمالات أحد الاختيارات قبل قبول رهانك، تعرض قسيمة الرهان الاحتمالات الجديدة وتطلب منك تأكيدها، ما لم تكن إعدادات الاحتمالات لديك تقبل التغيير تلقائيًا.

## التسوية
تُسوّى الرهانات وفق النتيجة الرسمية بعد حسم السوق. تُضاف الأرباح إلى رصيدك عند تسوية الرهان.

## الاختيارات الملغاة
يُلغى الاختيار إذا أُلغي حدثه أو توقف دون نتيجة، أو إذا كانت احتمالاته خاطئة بشكل واضح. يُحتسب الاختيار الملغى باحتمال 1.00: يُعاد مبلغ الرهان الفردي، ويستمر الرهان المركّب بالاختيارات الأخرى.

## الحدود
هناك حدود للمبالغ والأرباح وعدد الاختيارات في الرهان الواحد. تُعلمك قسيمة الرهان عندما يتجاوز الرهان أحد هذه الحدود.

## المقامرة المسؤولة
المراهنة للبالغين فقط ويجب أن تبقى متعة. استخدم أدوات المقامرة المسؤولة في حسابك لوضع حدود للنشاط أو أخذ استراحة أو استبعاد نفسك.
`,
    fr: `Ces règles s’appliquent à tous les paris placés sur ce site.

## Acceptation des paris
Un pari n’est accepté que lorsqu’il apparaît dans Mes paris. Jusque-là, rien n’est débité de votre solde. Nous pouvons refuser un pari, en tout ou en partie, par exemple lorsqu’un marché ferme pendant qu’il est placé.

## Changements de cotes
Les cotes évoluent avec le match. Si la cote d’une sélection change avant que votre pari soit accepté, le coupon affiche la nouvelle cote et vous demande de la confirmer, sauf si vos réglages de cotes acceptent le changement.

## Règlement
Les paris sont réglés selon le résultat officiel dès que le marché est tranché. Les gains sont versés sur votre solde au règlement du pari.

## Sélections annulées
Une sélection est annulée lorsque son événement est annulé ou interrompu sans résultat, ou lorsque sa cote était manifestement erronée. Une sélection annulée compte pour une cote de 1,00 : un pari simple est remboursé et un combiné continue avec les autres sélections.

## Limites
Les mises, les gains et le nombre de sélections d’un pari sont limités. Le coupon vous indique quand un pari dépasse une limite.

## Jeu responsable
Les paris sont réservés aux adultes et doivent rester un plaisir. Utilisez les outils de jeu responsable de votre compte pour fixer des limites d’activité, faire une pause ou vous auto-exclure.
`,
    it: `Queste regole valgono per ogni scommessa piazzata su questo sito.

## Accettazione delle scommesse
Una scommessa è accettata solo quando compare in Le mie scommesse. Fino ad allora non viene addebitato nulla sul tuo saldo. Possiamo rifiutare una scommessa, in tutto o in parte, ad esempio quando un mercato chiude mentre la stai piazzando.

## Variazioni delle quote
Le quote cambiano con la partita. Se la quota di una selezione cambia prima che la tua scommessa sia accettata, la schedina mostra la nuova quota e ti chiede di confermarla, a meno che le tue impostazioni delle quote accettino la variazione.

## Liquidazione
Le scommesse sono liquidate in base al risultato ufficiale quando il mercato è deciso. Le vincite vengono accreditate sul tuo saldo alla liquidazione della scommessa.

## Selezioni annullate
Una selezione è annullata quando il suo evento viene cancellato o sospeso senza risultato, oppure quando la sua quota era palesemente errata. Una selezione annullata vale come quota 1,00: una singola viene rimborsata e una multipla prosegue con le altre selezioni.

## Limiti
Importi giocati, vincite e numero di selezioni in una scommessa sono limitati. La schedina ti avvisa quando una scommessa supera un limite.

## Gioco responsabile
Scommettere è riservato agli adulti e deve restare un divertimento. Usa gli strumenti di gioco responsabile del tuo conto per impostare limiti di attività, fare una pausa o autoescluderti.
`,
    pt: `Estas regras aplicam-se a todas as apostas feitas neste site.

## Aceitação de apostas
Uma aposta só é aceite quando aparece em As minhas apostas. Até lá, nada é retirado do seu saldo. Podemos recusar uma aposta, total ou parcialmente, por exemplo quando um mercado fecha enquanto a aposta está a ser feita.

## Alterações de odds
As odds mudam com o jogo. Se as odds de uma seleção mudarem antes de a sua aposta ser aceite, o boletim mostra as novas odds e pede-lhe que as confirme, a menos que as suas definições de odds aceitem a alteração.

## Liquidação
As apostas são liquidadas pelo resultado oficial assim que o mercado é decidido. Os ganhos são creditados no seu saldo quando a aposta é liquidada.

## Seleções anuladas
Uma seleção é anulada quando o evento é cancelado ou interrompido sem resultado, ou quando as suas odds estavam claramente erradas. Uma seleção anulada conta com odd 1,00: uma aposta simples é reembolsada e uma múltipla continua com as restantes seleções.

## Limites
Os montantes apostados, os ganhos e o número de seleções numa aposta têm limites. O boletim avisa-o quando uma aposta ultrapassa um limite.

## Jogo responsável
As apostas são só para adultos e devem continuar a ser um divertimento. Use as ferramentas de jogo responsável da sua conta para definir limites de atividade, fazer uma pausa ou autoexcluir-se.
`,
    nl: `Deze regels gelden voor elke weddenschap op deze site.

## Aanvaarding van weddenschappen
Een weddenschap is pas aanvaard zodra ze in Mijn weddenschappen staat. Tot dan wordt er niets van je saldo afgeschreven. We kunnen een weddenschap geheel of gedeeltelijk weigeren, bijvoorbeeld als een markt sluit terwijl je ze plaatst.

## Oddswijzigingen
Odds bewegen mee met de wedstrijd. Verandert de odd van een selectie voordat je weddenschap is aanvaard, dan toont de wedbon de nieuwe odd en vraagt hij je die te bevestigen, tenzij je oddsinstellingen de wijziging accepteren.

## Afrekening
Weddenschappen worden afgerekend op de officiële uitslag zodra de markt beslist is. Winsten worden op je saldo gezet wanneer de weddenschap is afgerekend.

## Ongeldige selecties
Een selectie is ongeldig als het evenement wordt afgelast of zonder uitslag wordt gestaakt, of als de odd duidelijk fout was. Een ongeldige selectie telt als odd 1,00: een enkele weddenschap wordt terugbetaald en een combinatie gaat verder met de andere selecties.

## Limieten
Inzetten, winsten en het aantal selecties in één weddenschap zijn begrensd. De wedbon laat je weten wanneer een weddenschap een limiet overschrijdt.

## Verantwoord spelen
Wedden is alleen voor volwassenen en moet leuk blijven. Gebruik de tools voor verantwoord spelen in je account om activiteitslimieten in te stellen, een pauze te nemen of jezelf uit te sluiten.
`,
    pl: `Te zasady obowiązują przy każdym zakładzie zawartym w tym serwisie.

## Przyjęcie zakładu
Zakład jest przyjęty dopiero wtedy, gdy pojawi się w Moich zakładach. Do tego momentu nic nie jest pobierane z Twojego salda. Możemy odrzucić zakład w całości lub części, na przykład gdy rynek zamknie się w trakcie jego zawierania.

## Zmiany kursów
Kursy zmieniają się wraz z przebiegiem meczu. Jeśli kurs typu zmieni się przed przyjęciem zakładu, kupon pokaże nowy kurs i poprosi Cię o jego potwierdzenie, chyba że Twoje ustawienia kursów akceptują zmianę.

## Rozliczenie
Zakłady są rozliczane według oficjalnego wyniku, gdy rynek zostanie rozstrzygnięty. Wygrane trafiają na Twoje saldo po rozliczeniu zakładu.

## Typy unieważnione
Typ jest unieważniany, gdy wydarzenie zostanie odwołane lub przerwane bez wyniku albo gdy jego kurs był ewidentnie błędny. Unieważniony typ liczy się po kursie 1,00: zakład pojedynczy jest zwracany, a zakład łączony trwa dalej z pozostałymi typami.

## Limity
Stawki, wygrane i liczba typów w jednym zakładzie są ograniczone. Kupon poinformuje Cię, gdy zakład przekroczy limit.

## Odpowiedzialna gra
Zakłady są tylko dla dorosłych i powinny pozostać rozrywką. Skorzystaj z narzędzi odpowiedzialnej gry na swoim koncie, aby ustawić limity aktywności, zrobić przerwę lub się wykluczyć.
`,
    cs: `Tato pravidla platí pro každou sázku podanou na tomto webu.

## Přijetí sázek
Sázka je přijata, až když se objeví v Mých sázkách. Do té doby se z vašeho zůstatku nic nestrhává. Sázku můžeme zcela nebo zčásti odmítnout, například když se trh během podávání uzavře.

## Změny kurzů
Kurzy se mění s průběhem hry. Pokud se kurz výběru změní dříve, než je vaše sázka přijata, tiket zobrazí nový kurz a požádá vás o potvrzení, pokud vaše nastavení kurzů změnu nepřijímá automaticky.

## Vyhodnocení
Sázky se vyhodnocují podle oficiálního výsledku, jakmile je trh rozhodnut. Výhry se připíší na váš zůstatek po vyhodnocení sázky.

## Zrušené výběry
Výběr je zrušen, když je jeho událost zrušena nebo přerušena bez výsledku, nebo když byl jeho kurz zjevně chybný. Zrušený výběr se počítá s kurzem 1,00: jednoduchá sázka se vrací a kombinovaná pokračuje s ostatními výběry.

## Limity
Vklady, výhry a počet výběrů v jedné sázce jsou omezeny. Tiket vám řekne, když sázka limit překročí.

## Zodpovědné hraní
Sázení je jen pro dospělé a má zůstat zábavou. Nástroji zodpovědného hraní ve svém účtu si můžete nastavit limity aktivity, dát si pauzu nebo se sami vyloučit.
`,
    sk: `Tieto pravidlá platia pre každú stávku podanú na tejto stránke.

## Prijatie stávok
Stávka je prijatá, až keď sa objaví v Mojich stávkach. Dovtedy sa z vášho zostatku nič nestrháva. Stávku môžeme úplne alebo čiastočne odmietnuť, napríklad keď sa trh počas podávania uzavrie.

## Zmeny kurzov
Kurzy sa menia s priebehom hry. Ak sa kurz výberu zmení skôr, ako je vaša stávka prijatá, tiket zobrazí nový kurz a požiada vás o potvrdenie, pokiaľ vaše nastavenia kurzov zmenu neprijímajú automaticky.

## Vyhodnotenie
Stávky sa vyhodnocujú podľa oficiálneho výsledku, keď je trh rozhodnutý. Výhry sa pripíšu na váš zostatok po vyhodnotení stávky.

## Zrušené výbery
Výber je zrušený, keď je jeho udalosť zrušená alebo prerušená bez výsledku, alebo keď bol jeho kurz zjavne chybný. Zrušený výber sa počíta s kurzom 1,00: jednoduchá stávka sa vracia a kombinovaná pokračuje s ostatnými výbermi.

## Limity
Vklady, výhry a počet výberov v jednej stávke sú obmedzené. Tiket vám povie, keď stávka limit prekročí.

## Zodpovedné hranie
Stávkovanie je len pre dospelých a má zostať zábavou. Nástrojmi zodpovedného hrania vo svojom účte si môžete nastaviť limity aktivity, dať si prestávku alebo sa sami vylúčiť.
`,
    hu: `Ezek a szabályok minden, ezen az oldalon megtett fogadásra vonatkoznak.

## A fogadások elfogadása
Egy fogadás csak akkor elfogadott, ha megjelenik a Fogadásaim között. Addig semmit sem vonunk le az egyenlegedből. Egy fogadást részben vagy egészben elutasíthatunk, például ha egy piac bezár, miközben megteszed.

## Oddsváltozások
Az oddsok a mérkőzéssel együtt mozognak. Ha egy tipp oddsa megváltozik, mielőtt a fogadásodat elfogadnánk, a szelvény megmutatja az új oddsot, és kéri, hogy erősítsd meg, kivéve ha az odds-beállításaid elfogadják a változást.

## Elszámolás
A fogadásokat a hivatalos eredmény alapján számoljuk el, amint a piac eldőlt. A nyereményt az elszámoláskor jóváírjuk az egyenlegeden.

## Érvénytelen tippek
Egy tipp érvénytelen, ha az eseményét törlik vagy eredmény nélkül félbeszakad, illetve ha az oddsa nyilvánvalóan hibás volt. Az érvénytelen tipp 1,00-s oddsszal számít: az egyes fogadás tétjét visszakapod, a kötés a többi tippel folytatódik.

## Limitek
A tétek, a nyeremények és egy fogadás tippjeinek száma korlátozott. A szelvény jelzi, ha egy fogadás túllép egy limitet.

## Felelős játék
A fogadás csak felnőtteknek szól, és szórakozás kell, hogy maradjon. A fiókod felelős játék eszközeivel aktivitási limiteket állíthatsz be, szünetet tarthatsz vagy kizárhatod magad.
`,
    ro: `Aceste reguli se aplică fiecărui pariu plasat pe acest site.

## Acceptarea pariurilor
Un pariu este acceptat doar când apare în Pariurile mele. Până atunci nu se scade nimic din soldul tău. Putem refuza un pariu, total sau parțial, de exemplu când o piață se închide în timp ce este plasat.

## Schimbări de cote
Cotele se schimbă odată cu meciul. Dacă cota unei selecții se schimbă înainte ca pariul tău să fie acceptat, biletul afișează noua cotă și îți cere să o confirmi, cu excepția cazului în care setările tale de cote acceptă schimbarea.

## Decontare
Pariurile sunt decontate după rezultatul oficial, imediat ce piața este decisă. Câștigurile intră în soldul tău la decontarea pariului.

## Selecții anulate
O selecție este anulată când evenimentul ei este anulat sau întrerupt fără rezultat ori când cota ei a fost vădit greșită. O selecție anulată contează cu cota 1,00: un pariu simplu este rambursat, iar unul combinat continuă cu celelalte selecții.

## Limite
Mizele, câștigurile și numărul de selecții dintr-un pariu sunt limitate. Biletul te anunță când un pariu depășește o limită.

## Joc responsabil
Pariurile sunt doar pentru adulți și trebuie să rămână o distracție. Folosește instrumentele de joc responsabil din contul tău pentru a stabili limite de activitate, a lua o pauză sau a te autoexclude.
`,
    bg: `Тези правила важат за всеки залог, направен на този сайт.

## Приемане на залози
Залогът е приет едва когато се появи в „Моите залози“. Дотогава нищо не се удържа от вашия баланс. Можем да откажем залог изцяло или частично, например когато пазар се затвори, докато залогът се прави.

## Промени в коефициентите
Коефициентите се променят с хода на мача. Ако коефициентът на селекция се промени, преди залогът ви да бъде приет, фишът показва новия коефициент и ви моли да го потвърдите, освен ако настройките ви за коефициенти не приемат промяната.

## Уреждане
Залозите се уреждат според официалния резултат, щом пазарът бъде решен. Печалбите се добавят към баланса ви при уреждането на залога.

## Анулирани селекции
Селекцията се анулира, когато събитието ѝ бъде отменено или прекратено без резултат или когато коефициентът ѝ е бил явно грешен. Анулираната селекция се брои с коефициент 1,00: единичният залог се възстановява, а комбинираният продължава с останалите селекции.

## Лимити
Залаганите суми, печалбите и броят селекции в един залог са ограничени. Фишът ви казва, когато залог надвиши лимит.

## Отговорна игра
Залаганията са само за пълнолетни и трябва да останат забавление. Използвайте инструментите за отговорна игра в профила си, за да зададете лимити на активността, да си вземете почивка или да се самоизключите.
`,
    el: `Οι κανόνες αυτοί ισχύουν για κάθε στοίχημα που τοποθετείται σε αυτόν τον ιστότοπο.

## Αποδοχή στοιχημάτων
Ένα στοίχημα γίνεται δεκτό μόνο όταν εμφανιστεί στα Στοιχήματά μου. Μέχρι τότε δεν αφαιρείται τίποτα από το υπόλοιπό σου. Μπορούμε να απορρίψουμε ένα στοίχημα, ολικά ή εν μέρει, για παράδειγμα όταν μια αγορά κλείνει την ώρα που το τοποθετείς.

## Αλλαγές αποδόσεων
Οι αποδόσεις κινούνται μαζί με τον αγώνα. Αν η απόδοση μιας επιλογής αλλάξει πριν γίνει δεκτό το στοίχημά σου, το κουπόνι δείχνει τη νέα απόδοση και σου ζητά να την επιβεβαιώσεις, εκτός αν οι ρυθμίσεις αποδόσεών σου δέχονται την αλλαγή.

## Εκκαθάριση
Τα στοιχήματα εκκαθαρίζονται με βάση το επίσημο αποτέλεσμα μόλις κριθεί η αγορά. Τα κέρδη πιστώνονται στο υπόλοιπό σου με την εκκαθάριση του στοιχήματος.

## Άκυρες επιλογές
Μια επιλογή είναι άκυρη όταν η διοργάνωσή της ακυρωθεί ή διακοπεί χωρίς αποτέλεσμα ή όταν η απόδοσή της ήταν προφανώς λάθος. Μια άκυρη επιλογή μετρά με απόδοση 1,00: ένα μονό επιστρέφεται και ένα παρολί συνεχίζει με τις υπόλοιπες επιλογές.

## Όρια
Τα ποσά πονταρίσματος, τα κέρδη και ο αριθμός επιλογών σε ένα στοίχημα έχουν όρια. Το κουπόνι σε ενημερώνει όταν ένα στοίχημα ξεπερνά κάποιο όριο.

## Υπεύθυνο παιχνίδι
Το στοίχημα είναι μόνο για ενήλικες και πρέπει να παραμένει διασκέδαση. Χρησιμοποίησε τα εργαλεία υπεύθυνου παιχνιδιού του λογαριασμού σου για να ορίσεις όρια δραστηριότητας, να κάνεις διάλειμμα ή να αποκλείσεις τον εαυτό σου.
`,
    ru: `Эти правила действуют для каждой ставки, сделанной на этом сайте.

## Принятие ставок
Ставка принята, только когда она появилась в разделе «Мои ставки». До этого с вашего баланса ничего не списывается. Мы можем отклонить ставку полностью или частично, например если рынок закрылся во время её оформления.

## Изменение коэффициентов
Коэффициенты меняются по ходу игры. Если коэффициент исхода изменился до принятия ставки, купон покажет новый коэффициент и попросит вас его подтвердить, если только ваши настройки коэффициентов не принимают изменение.

## Расчёт
Ставки рассчитываются по официальному результату, как только рынок определён. Выигрыш зачисляется на ваш баланс при расчёте ставки.

## Аннулированные исходы
Исход аннулируется, если событие отменено или прервано без результата либо его коэффициент был явно ошибочным. Аннулированный исход считается с коэффициентом 1,00: одиночная ставка возвращается, а экспресс продолжает действовать с остальными исходами.

## Лимиты
Суммы ставок, выигрыши и число исходов в одной ставке ограничены. Купон сообщит вам, если ставка превышает лимит.

## Ответственная игра
Ставки — только для совершеннолетних, и они должны оставаться развлечением. С помощью инструментов ответственной игры в вашем аккаунте можно установить лимиты активности, сделать перерыв или исключить себя.
`,
    uk: `Ці правила діють для кожної ставки, зробленої на цьому сайті.

## Прийняття ставок
Ставку прийнято лише тоді, коли вона з'явилася в розділі «Мої ставки». До того з вашого балансу нічого не списується. Ми можемо відхилити ставку повністю або частково, наприклад якщо ринок закрився під час її оформлення.

## Зміна коефіцієнтів
Коефіцієнти змінюються під час гри. Якщо коефіцієнт виходу змінився до прийняття ставки, купон покаже новий коефіцієнт і попросить вас його підтвердити, якщо тільки ваші налаштування коефіцієнтів не приймають зміну.

## Розрахунок
Ставки розраховуються за офіційним результатом, щойно ринок визначено. Виграш зараховується на ваш баланс під час розрахунку ставки.

## Анульовані виходи
Вихід анулюється, якщо подію скасовано або перервано без результату чи якщо її коефіцієнт був явно помилковим. Анульований вихід рахується з коефіцієнтом 1,00: одинарну ставку повертають, а експрес діє далі з іншими виходами.

## Ліміти
Суми ставок, виграші та кількість виходів в одній ставці обмежені. Купон повідомить вас, якщо ставка перевищує ліміт.

## Відповідальна гра
Ставки — лише для повнолітніх, і вони мають залишатися розвагою. За допомогою інструментів відповідальної гри у вашому акаунті можна встановити ліміти активності, зробити перерву або виключити себе.
`,
    tr: `Bu kurallar bu sitede yapılan her bahis için geçerlidir.

## Bahislerin kabulü
Bir bahis ancak Bahislerim bölümünde göründüğünde kabul edilmiş olur. O zamana kadar bakiyenizden hiçbir şey düşülmez. Bir bahsi tamamen ya da kısmen reddedebiliriz; örneğin bahis yapılırken bir market kapanırsa.

## Oran değişiklikleri
Oranlar maçın gidişatıyla değişir. Bahsiniz kabul edilmeden önce bir seçimin oranı değişirse kupon yeni oranı gösterir ve onaylamanızı ister; oran ayarlarınız değişikliği kabul ediyorsa sormaz.

## Sonuçlandırma
Bahisler, market kesinleştiğinde resmi sonuca göre sonuçlandırılır. Kazançlar, bahis sonuçlandığında bakiyenize eklenir.

## Geçersiz seçimler
Etkinliği iptal edilen ya da sonuçsuz yarıda kalan veya oranı açıkça hatalı olan bir seçim geçersiz sayılır. Geçersiz seçim 1,00 oranla hesaplanır: tekli bahis iade edilir, kombine bahis diğer seçimlerle devam eder.

## Limitler
Bahis tutarları, kazançlar ve bir bahisteki seçim sayısı sınırlıdır. Bir bahis bir limiti aştığında kupon sizi bilgilendirir.

## Sorumlu oyun
Bahis yalnızca yetişkinler içindir ve eğlence olarak kalmalıdır. Hesabınızdaki sorumlu oyun araçlarıyla aktivite limitleri belirleyebilir, ara verebilir veya kendinizi oyundan uzaklaştırabilirsiniz.
`,
    sv: `De här reglerna gäller för alla spel som läggs på den här sidan.

## Godkännande av spel
Ett spel är godkänt först när det syns under Mina spel. Fram till dess dras ingenting från ditt saldo. Vi kan avvisa ett spel helt eller delvis, till exempel om en marknad stänger medan spelet läggs.

## Oddsändringar
Oddsen rör sig med matchen. Om oddset för ett val ändras innan ditt spel har godkänts visar spelkupongen det nya oddset och ber dig bekräfta det, om inte dina oddsinställningar godtar ändringen.

## Avräkning
Spel avräknas enligt det officiella resultatet när marknaden är avgjord. Vinster sätts in på ditt saldo när spelet är avräknat.

## Ogiltiga val
Ett val blir ogiltigt om evenemanget ställs in eller avbryts utan resultat, eller om oddset var uppenbart fel. Ett ogiltigt val räknas med oddset 1,00: ett singelspel återbetalas och ett kombinationsspel fortsätter med de övriga valen.

## Gränser
Insatser, vinster och antalet val i ett spel är begränsade. Spelkupongen säger till när ett spel går över en gräns.

## Ansvarsfullt spelande
Spel är bara för vuxna och ska förbli roligt. Använd verktygen för ansvarsfullt spelande i ditt konto för att sätta aktivitetsgränser, ta en paus eller stänga av dig själv.
`,
    nb: `Disse reglene gjelder for alle spill som plasseres på dette nettstedet.

## Godkjenning av spill
Et spill er godkjent først når det vises under Mine spill. Frem til da trekkes ingenting fra saldoen din. Vi kan avvise et spill helt eller delvis, for eksempel hvis et marked stenger mens spillet plasseres.

## Oddsendringer
Oddsen beveger seg med kampen. Endres oddsen på et valg før spillet ditt er godkjent, viser spillkupongen den nye oddsen og ber deg bekrefte den, med mindre oddsinnstillingene dine godtar endringen.

## Oppgjør
Spill gjøres opp etter det offisielle resultatet når markedet er avgjort. Gevinster settes inn på saldoen din når spillet er gjort opp.

## Ugyldige valg
Et valg blir ugyldig hvis arrangementet avlyses eller avbrytes uten resultat, eller hvis oddsen var åpenbart feil. Et ugyldig valg teller med odds 1,00: et singelspill refunderes, og et kombinasjonsspill fortsetter med de andre valgene.

## Grenser
Innsatser, gevinster og antall valg i ett spill er begrenset. Spillkupongen sier fra når et spill går over en grense.

## Ansvarlig spill
Spill er bare for voksne og skal forbli moro. Bruk verktøyene for ansvarlig spill i kontoen din til å sette aktivitetsgrenser, ta en pause eller utestenge deg selv.
`,
    da: `Disse regler gælder for alle spil, der placeres på dette websted.

## Godkendelse af spil
Et spil er først godkendt, når det vises under Mine spil. Indtil da trækkes der intet fra din saldo. Vi kan afvise et spil helt eller delvist, for eksempel hvis et marked lukker, mens spillet placeres.

## Oddsændringer
Odds bevæger sig med kampen. Ændres oddsene på et valg, før dit spil er godkendt, viser spillesedlen de nye odds og beder dig bekræfte dem, medmindre dine oddsindstillinger accepterer ændringen.

## Afregning
Spil afregnes efter det officielle resultat, når markedet er afgjort. Gevinster indsættes på din saldo, når spillet er afregnet.

## Ugyldige valg
Et valg bliver ugyldigt, hvis begivenheden aflyses eller afbrydes uden resultat, eller hvis dets odds var åbenlyst forkerte. Et ugyldigt valg tæller med odds 1,00: et singlespil refunderes, og et kombinationsspil fortsætter med de øvrige valg.

## Grænser
Indsatser, gevinster og antallet af valg i ét spil er begrænsede. Spillesedlen siger til, når et spil går over en grænse.

## Ansvarligt spil
Spil er kun for voksne og skal forblive sjovt. Brug værktøjerne til ansvarligt spil på din konto til at sætte aktivitetsgrænser, holde en pause eller udelukke dig selv.
`,
    fi: `Nämä säännöt koskevat jokaista tällä sivustolla tehtyä vetoa.

## Vetojen hyväksyminen
Veto on hyväksytty vasta, kun se näkyy Omissa vedoissa. Siihen asti saldostasi ei veloiteta mitään. Voimme hylätä vedon kokonaan tai osittain, esimerkiksi jos markkina sulkeutuu vetoa tehtäessä.

## Kerroinmuutokset
Kertoimet muuttuvat ottelun mukana. Jos valinnan kerroin muuttuu ennen kuin vetosi hyväksytään, vetokuponki näyttää uuden kertoimen ja pyytää sinua vahvistamaan sen, ellei kerroinasetuksesi hyväksy muutosta.

## Tilitys
Vedot tilitetään virallisen tuloksen mukaan, kun markkina on ratkennut. Voitot maksetaan saldollesi, kun veto on tilitetty.

## Mitätöidyt valinnat
Valinta mitätöidään, jos sen tapahtuma perutaan tai keskeytyy ilman tulosta tai jos sen kerroin oli selvästi virheellinen. Mitätöity valinta lasketaan kertoimella 1,00: yksittäisveto palautetaan ja yhdistelmäveto jatkuu muilla valinnoilla.

## Rajat
Panoksia, voittoja ja yhden vedon valintojen määrää on rajoitettu. Vetokuponki kertoo, kun veto ylittää rajan.

## Vastuullinen pelaaminen
Vedonlyönti on vain täysi-ikäisille, ja sen pitää pysyä hauskana. Tilisi vastuullisen pelaamisen työkaluilla voit asettaa aktiivisuusrajoja, pitää tauon tai sulkea itsesi pois pelaamisesta.
`,
    et: `Need reeglid kehtivad iga sellel saidil tehtud panuse kohta.

## Panuste vastuvõtmine
Panus on vastu võetud alles siis, kui see ilmub jaotisse Minu panused. Seni ei võeta sinu saldolt midagi maha. Võime panuse täielikult või osaliselt tagasi lükata, näiteks kui turg suletakse panuse tegemise ajal.

## Koefitsientide muutused
Koefitsiendid muutuvad koos mänguga. Kui valiku koefitsient muutub enne sinu panuse vastuvõtmist, näitab kupong uut koefitsienti ja palub sul seda kinnitada, välja arvatud juhul, kui sinu koefitsiendiseaded muutuse aktsepteerivad.

## Arveldamine
Panused arveldatakse ametliku tulemuse järgi, kui turg on otsustatud. Võidud kantakse sinu saldole panuse arveldamisel.

## Tühistatud valikud
Valik tühistatakse, kui selle sündmus jäetakse ära või katkestatakse tulemuseta või kui selle koefitsient oli ilmselgelt vale. Tühistatud valik arvestatakse koefitsiendiga 1,00: üksikpanus tagastatakse ja kombopanus jätkub ülejäänud valikutega.

## Limiidid
Panusesummad, võidud ja valikute arv ühes panuses on piiratud. Kupong annab teada, kui panus ületab limiidi.

## Vastutustundlik mängimine
Panustamine on ainult täiskasvanutele ja peab jääma lõbuks. Kasuta oma konto vastutustundliku mängimise tööriistu, et seada aktiivsuslimiite, teha paus või ennast välja arvata.
`,
    lv: `Šie noteikumi attiecas uz katru likmi, kas veikta šajā vietnē.

## Likmju pieņemšana
Likme ir pieņemta tikai tad, kad tā parādās sadaļā Manas likmes. Līdz tam no jūsu bilances nekas netiek noņemts. Mēs varam noraidīt likmi pilnībā vai daļēji, piemēram, ja tirgus tiek slēgts likmes veikšanas laikā.

## Koeficientu izmaiņas
Koeficienti mainās līdz ar spēli. Ja izvēles koeficients mainās, pirms jūsu likme ir pieņemta, likmju kupons parāda jauno koeficientu un lūdz jums to apstiprināt, ja vien jūsu koeficientu iestatījumi nepieņem izmaiņas.

## Norēķini
Likmes tiek norēķinātas pēc oficiālā rezultāta, tiklīdz tirgus ir izšķirts. Laimesti tiek ieskaitīti jūsu bilancē, kad likme ir norēķināta.

## Anulētas izvēles
Izvēle tiek anulēta, ja tās notikums tiek atcelts vai pārtraukts bez rezultāta vai ja tās koeficients bija acīmredzami kļūdains. Anulēta izvēle tiek skaitīta ar koeficientu 1,00: vienkāršā likme tiek atmaksāta, bet kombinētā turpinās ar pārējām izvēlēm.

## Limiti
Likmju summas, laimesti un izvēļu skaits vienā likmē ir ierobežoti. Likmju kupons jums pasaka, kad likme pārsniedz limitu.

## Atbildīga spēlēšana
Likmes ir paredzētas tikai pieaugušajiem, un tām jāpaliek izklaidei. Izmantojiet sava konta atbildīgas spēlēšanas rīkus, lai iestatītu aktivitātes limitus, paņemtu pārtraukumu vai izslēgtu sevi.
`,
    lt: `Šios taisyklės taikomos kiekvienam šioje svetainėje atliktam statymui.

## Statymų priėmimas
Statymas priimtas tik tada, kai jis atsiranda skiltyje Mano statymai. Iki tol iš jūsų balanso nieko nenuskaitoma. Galime atmesti statymą visiškai arba iš dalies, pavyzdžiui, jei rinka užsidaro statymo metu.

## Koeficientų pokyčiai
Koeficientai kinta kartu su žaidimu. Jei pasirinkimo koeficientas pasikeičia prieš priimant jūsų statymą, lažybų kuponas parodo naują koeficientą ir paprašo jį patvirtinti, nebent jūsų koeficientų nustatymai pokytį priima.

## Atsiskaitymas
Statymai atsiskaitomi pagal oficialų rezultatą, kai rinka išsprendžiama. Laimėjimai įskaitomi į jūsų balansą, kai statymas atsiskaitomas.

## Anuliuoti pasirinkimai
Pasirinkimas anuliuojamas, kai jo įvykis atšaukiamas ar nutraukiamas be rezultato arba kai jo koeficientas buvo akivaizdžiai klaidingas. Anuliuotas pasirinkimas skaičiuojamas koeficientu 1,00: viengubas statymas grąžinamas, o kombinuotas tęsiasi su kitais pasirinkimais.

## Limitai
Statymų sumos, laimėjimai ir pasirinkimų skaičius viename statyme yra riboti. Lažybų kuponas praneša, kai statymas viršija limitą.

## Atsakingas lošimas
Lažybos skirtos tik suaugusiesiems ir turi likti pramoga. Naudokitės savo paskyros atsakingo lošimo priemonėmis, kad nustatytumėte veiklos limitus, padarytumėte pertrauką ar save apribotumėte.
`,
    'sr-ME': `Ova pravila važe za svaku opkladu uplaćenu na ovom sajtu.

## Prihvatanje opklada
Opklada je prihvaćena tek kada se pojavi u Mojim opkladama. Do tada se ništa ne skida sa vašeg stanja. Možemo odbiti opkladu u cjelini ili djelimično, na primjer kada se tržište zatvori dok se opklada uplaćuje.

## Promjene kvota
Kvote se mijenjaju tokom igre. Ako se kvota izbora promijeni prije nego što vaša opklada bude prihvaćena, tiket prikazuje novu kvotu i traži da je potvrdite, osim ako vaša podešavanja kvota ne prihvataju promjenu.

## Obračun
Opklade se obračunavaju prema zvaničnom rezultatu čim je tržište odlučeno. Dobici se uplaćuju na vaše stanje kada se opklada obračuna.

## Poništeni izbori
Izbor se poništava kada je događaj otkazan ili prekinut bez rezultata, ili kada je kvota bila očigledno pogrešna. Poništeni izbor računa se kvotom 1,00: pojedinačna opklada se vraća, a kombinovana se nastavlja s ostalim izborima.

## Ograničenja
Ulozi, dobici i broj izbora u jednoj opkladi su ograničeni. Tiket vam kaže kada opklada pređe ograničenje.

## Odgovorno klađenje
Klađenje je samo za punoljetne i treba da ostane zabava. Koristite alate za odgovorno klađenje na svom nalogu da postavite ograničenja aktivnosti, napravite pauzu ili se samoisključite.
`,
    hr: `Ova pravila vrijede za svaku okladu uplaćenu na ovoj stranici.

## Prihvaćanje oklada
Oklada je prihvaćena tek kad se pojavi u Mojim okladama. Do tada se ništa ne skida s vašeg stanja. Okladu možemo odbiti u cijelosti ili djelomično, na primjer kad se tržište zatvori dok se oklada uplaćuje.

## Promjene koeficijenata
Koeficijenti se mijenjaju tijekom igre. Ako se koeficijent odabira promijeni prije nego što je vaša oklada prihvaćena, listić prikazuje novi koeficijent i traži da ga potvrdite, osim ako vaše postavke koeficijenata ne prihvaćaju promjenu.

## Obračun
Oklade se obračunavaju prema službenom rezultatu čim je tržište odlučeno. Dobici se uplaćuju na vaše stanje kad se oklada obračuna.

## Poništeni odabiri
Odabir se poništava kad je događaj otkazan ili prekinut bez rezultata, ili kad je koeficijent bio očito pogrešan. Poništeni odabir računa se s koeficijentom 1,00: pojedinačna oklada se vraća, a kombinirana se nastavlja s ostalim odabirima.

## Ograničenja
Ulozi, dobici i broj odabira u jednoj okladi su ograničeni. Listić vam javlja kad oklada prijeđe ograničenje.

## Odgovorno klađenje
Klađenje je samo za punoljetne i treba ostati zabava. Koristite alate za odgovorno klađenje na svom računu kako biste postavili ograničenja aktivnosti, uzeli pauzu ili se samoisključili.
`,
    sl: `Ta pravila veljajo za vsako stavo, vplačano na tej strani.

## Sprejem stav
Stava je sprejeta šele, ko se prikaže v Mojih stavah. Do takrat se z vašega stanja nič ne odšteje. Stavo lahko v celoti ali delno zavrnemo, na primer ko se trg zapre med vplačilom.

## Spremembe kvot
Kvote se spreminjajo s potekom tekme. Če se kvota izbire spremeni, preden je vaša stava sprejeta, stavni listek prikaže novo kvoto in vas prosi, da jo potrdite, razen če vaše nastavitve kvot spremembo sprejmejo.

## Obračun
Stave se obračunajo po uradnem izidu, ko je trg odločen. Dobitki se pripišejo vašemu stanju ob obračunu stave.

## Razveljavljene izbire
Izbira se razveljavi, ko je dogodek odpovedan ali prekinjen brez izida ali ko je bila njena kvota očitno napačna. Razveljavljena izbira šteje s kvoto 1,00: posamična stava se vrne, kombinirana pa se nadaljuje z ostalimi izbirami.

## Omejitve
Vložki, dobitki in število izbir v eni stavi so omejeni. Stavni listek vam pove, ko stava preseže omejitev.

## Odgovorno igranje
Stave so samo za odrasle in naj ostanejo zabava. Z orodji za odgovorno igranje v svojem računu lahko nastavite omejitve dejavnosti, si vzamete premor ali se samoizključite.
`,
    ja: `この規約は、当サイトで行われるすべてのベットに適用されます。

## ベットの受付
ベットは「マイベット」に表示された時点で受け付けられます。それまでは残高から何も差し引かれません。ベットの処理中にマーケットが締め切られた場合など、ベットの全部または一部をお断りすることがあります。

## オッズの変動
オッズは試合の展開に合わせて変動します。ベットが受け付けられる前に選択のオッズが変わった場合、ベットスリップに新しいオッズが表示され、確認をお願いします。ただし、オッズ設定で変更を受け入れている場合は除きます。

## 精算
ベットはマーケットの結果が確定した時点で、公式結果に基づいて精算されます。配当はベットの精算時に残高へ入金されます。

## 無効となる選択
イベントが中止された場合、結果が出ないまま打ち切られた場合、またはオッズが明らかに誤っていた場合、その選択は無効となります。無効の選択はオッズ1.00として扱われ、シングルベットは返金され、コンボベットは残りの選択で継続します。

## 上限
賭け金、配当、1つのベットに含められる選択の数には上限があります。ベットが上限を超える場合はベットスリップでお知らせします。

## 責任あるギャンブル
ベットは成人のみが利用でき、楽しみの範囲にとどめるべきものです。アカウントの責任あるギャンブルツールで、アクティビティの上限設定、休止、自己除外ができます。
`,
    ko: `이 규정은 이 사이트에서 이루어지는 모든 베팅에 적용됩니다.

## 베팅 접수
베팅은 내 베팅에 표시되어야 접수된 것입니다. 그 전까지는 잔액에서 아무것도 차감되지 않습니다. 베팅하는 도중 마켓이 마감되는 경우 등에는 베팅의 전부 또는 일부를 거절할 수 있습니다.

## 배당률 변경
배당률은 경기 흐름에 따라 변합니다. 베팅이 접수되기 전에 선택의 배당률이 바뀌면 베팅 슬립에 새 배당률이 표시되고 확인을 요청합니다. 단, 배당률 설정에서 변경을 자동으로 수락하도록 한 경우는 예외입니다.

## 정산
베팅은 마켓 결과가 확정되면 공식 결과에 따라 정산됩니다. 당첨금은 베팅이 정산될 때 잔액에 입금됩니다.

## 무효 처리된 선택
이벤트가 취소되거나 결과 없이 중단된 경우, 또는 배당률이 명백히 잘못된 경우 해당 선택은 무효가 됩니다. 무효 선택은 배당률 1.00으로 계산되며, 싱글 베팅은 환불되고 콤보 베팅은 나머지 선택으로 계속됩니다.

## 한도
베팅 금액, 당첨금, 한 베팅의 선택 수에는 한도가 있습니다. 베팅이 한도를 넘으면 베팅 슬립에서 알려 드립니다.

## 책임감 있는 게임
베팅은 성인만 이용할 수 있으며 즐거움으로 남아야 합니다. 계정의 책임감 있는 게임 도구로 활동 한도를 설정하거나, 잠시 쉬거나, 스스로 이용을 제한할 수 있습니다.
`,
    zh: `本规则适用于在本网站进行的每一笔投注。

## 投注的接受
投注只有在出现在“我的投注”中时才算被接受。在此之前，您的余额不会被扣除任何款项。我们可能全部或部分拒绝一笔投注，例如在投注过程中盘口关闭时。

## 赔率变化
赔率会随比赛进程变化。如果某个选项的赔率在您的投注被接受前发生变化，投注单会显示新赔率并请您确认，除非您的赔率设置会自动接受变化。

## 结算
盘口结果确定后，投注按官方结果结算。投注结算时，奖金会存入您的余额。

## 无效选项
当赛事被取消或中断且没有结果，或赔率明显错误时，该选项无效。无效选项按赔率 1.00 计算：单注退还本金，串关投注以其余选项继续。

## 限额
投注金额、奖金以及一笔投注中的选项数量都有上限。投注超出限额时，投注单会提示您。

## 负责任博彩
投注仅限成年人，且应保持娱乐性质。您可以使用账户中的负责任博彩工具设置活动限额、暂停投注或进行自我排除。
`,
    vi: `Các quy định này áp dụng cho mọi cược được đặt trên trang này.

## Chấp nhận cược
Một cược chỉ được chấp nhận khi nó xuất hiện trong Cược của tôi. Trước đó, số dư của bạn không bị trừ gì. Chúng tôi có thể từ chối toàn bộ hoặc một phần cược, chẳng hạn khi một thị trường đóng lại trong lúc cược đang được đặt.

## Thay đổi tỷ lệ cược
Tỷ lệ cược thay đổi theo diễn biến trận đấu. Nếu tỷ lệ của một lựa chọn thay đổi trước khi cược của bạn được chấp nhận, phiếu cược sẽ hiển thị tỷ lệ mới và yêu cầu bạn xác nhận, trừ khi cài đặt tỷ lệ cược của bạn chấp nhận thay đổi.

## Thanh toán
Cược được thanh toán theo kết quả chính thức khi thị trường đã ngã ngũ. Tiền thắng được cộng vào số dư của bạn khi cược được thanh toán.

## Lựa chọn bị hủy
Một lựa chọn bị hủy khi sự kiện bị hủy hoặc bị bỏ dở mà không có kết quả, hoặc khi tỷ lệ của nó sai rõ ràng. Lựa chọn bị hủy được tính với tỷ lệ 1,00: cược đơn được hoàn tiền và cược xiên tiếp tục với các lựa chọn còn lại.

## Giới hạn
Tiền cược, tiền thắng và số lựa chọn trong một cược đều có giới hạn. Phiếu cược sẽ báo cho bạn khi một cược vượt quá giới hạn.

## Chơi có trách nhiệm
Cá cược chỉ dành cho người trưởng thành và nên luôn là niềm vui. Hãy dùng các công cụ chơi có trách nhiệm trong tài khoản để đặt giới hạn hoạt động, tạm nghỉ hoặc tự loại trừ.
`,
    fil: `Ang mga patakarang ito ay para sa bawat taya na inilalagay sa site na ito.

## Pagtanggap ng taya
Tanggap lang ang isang taya kapag lumabas na ito sa Aking mga taya. Hanggang doon, walang ibinabawas sa iyong balanse. Maaari naming tanggihan ang isang taya, buo man o bahagi, halimbawa kapag nagsara ang isang market habang inilalagay ito.

## Pagbabago ng odds
Gumagalaw ang odds kasabay ng laro. Kapag nagbago ang odds ng isang pinili bago tanggapin ang iyong taya, ipapakita ng bet slip ang bagong odds at hihilingin sa iyong kumpirmahin ito, maliban kung tinatanggap ng iyong mga setting ng odds ang pagbabago.

## Pag-settle
Sine-settle ang mga taya ayon sa opisyal na resulta kapag napagpasyahan na ang market. Papasok sa iyong balanse ang panalo kapag na-settle ang taya.

## Mga void na pinili
Nagiging void ang isang pinili kapag kinansela ang event o itinigil nang walang resulta, o kapag malinaw na mali ang odds nito. Binibilang ang void na pinili sa odds na 1.00: ibinabalik ang single na taya at nagpapatuloy ang combo sa iba pang pinili.

## Mga limitasyon
May limitasyon ang mga taya, ang panalo at ang bilang ng pinili sa isang taya. Sasabihin ng bet slip kapag lumampas sa limitasyon ang isang taya.

## Responsableng pagsusugal
Para lang sa mga nasa hustong gulang ang pagtaya at dapat itong manatiling kasiyahan. Gamitin ang mga tool para sa responsableng pagsusugal sa iyong account para magtakda ng limitasyon sa aktibidad, magpahinga o i-exclude ang sarili.
`,
    he: `כללים אלה חלים על כל הימור שמתבצע באתר זה.

## קבלת הימורים
הימור מתקבל רק כשהוא מופיע ב«ההימורים שלי». עד אז לא יורד דבר מהיתרה שלך. אנו רשאים לדחות הימור, כולו או חלקו, למשל כשהשוק נסגר בזמן ביצוע ההימור.

## שינויי יחסים
היחסים משתנים עם מהלך המשחק. אם היחס של בחירה משתנה לפני שההימור שלך התקבל, טופס ההימור מציג את היחס החדש ומבקש ממך לאשר אותו, אלא אם הגדרות היחסים שלך מקבלות את השינוי.

## סליקה
ההימורים נסלקים לפי התוצאה הרשמית ברגע שהשוק הוכרע. הזכיות נכנסות ליתרה שלך כשההימור נסלק.

## בחירות מבוטלות
בחירה מבוטלת כשהאירוע שלה בוטל או הופסק ללא תוצאה, או כשהיחס שלה היה שגוי בעליל. בחירה מבוטלת נספרת ביחס 1.00: הימור יחיד מוחזר, והימור משולב ממשיך עם שאר הבחירות.

## מגבלות
לסכומי ההימור, לזכיות ולמספר הבחירות בהימור אחד יש מגבלות. טופס ההימור יודיע לך כשהימור חורג ממגבלה.

## הימורים אחראיים
ההימורים מיועדים למבוגרים בלבד וצריכים להישאר הנאה. השתמש בכלי ההימורים האחראיים בחשבון שלך כדי להגדיר מגבלות פעילות, לקחת הפסקה או להחריג את עצמך.
`,
    fa: `این قوانین برای هر شرطی که در این سایت ثبت می‌شود اعمال می‌شوند.

## پذیرش شرط‌ها
شرط فقط زمانی پذیرفته شده است که در «شرط‌های من» نمایش داده شود. تا آن زمان چیزی از موجودی شما کسر نمی‌شود. ممکن است شرطی را به‌طور کامل یا جزئی رد کنیم، برای مثال وقتی بازاری در حین ثبت شرط بسته می‌شود.

## تغییر ضرایب
ضرایب با روند بازی تغییر می‌کنند. اگر ضریب یک انتخاب پیش از پذیرش شرط شما تغییر کند، برگه شرط ضریب جدید را نشان می‌دهد و از شما می‌خواهد آن را تأیید کنید، مگر اینکه تنظیمات ضرایب شما تغییر را بپذیرد.

## تسویه
شرط‌ها پس از قطعی شدن بازار بر اساس نتیجه رسمی تسویه می‌شوند. برد شما هنگام تسویه شرط به موجودی‌تان واریز می‌شود.

## انتخاب‌های باطل
انتخاب زمانی باطل می‌شود که رویداد آن لغو شود یا بدون نتیجه متوقف شود، یا ضریب آن آشکارا اشتباه باشد. انتخاب باطل با ضریب ۱٫۰۰ محاسبه می‌شود: مبلغ شرط تکی بازگردانده می‌شود و شرط ترکیبی با انتخاب‌های دیگر ادامه می‌یابد.

## محدودیت‌ها
مبلغ شرط، برد و تعداد انتخاب‌ها در یک شرط محدود است. اگر شرطی از محدودیتی فراتر رود، برگه شرط به شما اطلاع می‌دهد.

## بازی مسئولانه
شرط‌بندی فقط برای بزرگسالان است و باید سرگرمی باقی بماند. با ابزارهای بازی مسئولانه در حساب خود می‌توانید محدودیت فعالیت تعیین کنید، استراحت کنید یا خود را محروم کنید.
`,
    ur: `یہ قواعد اس سائٹ پر لگائی جانے والی ہر شرط پر لاگو ہوتے ہیں۔

## شرطوں کی قبولیت
شرط صرف اس وقت قبول ہوتی ہے جب وہ «میری شرطیں» میں نظر آئے۔ تب تک آپ کے بیلنس سے کچھ نہیں کاٹا جاتا۔ ہم کسی شرط کو مکمل یا جزوی طور پر مسترد کر سکتے ہیں، مثلاً جب شرط لگاتے وقت کوئی مارکیٹ بند ہو جائے۔

## بھاؤ میں تبدیلی
بھاؤ کھیل کے ساتھ بدلتے رہتے ہیں۔ اگر آپ کی شرط قبول ہونے سے پہلے کسی انتخاب کا بھاؤ بدل جائے تو بیٹ سلپ نیا بھاؤ دکھاتی ہے اور آپ سے اس کی تصدیق مانگتی ہے، سوائے اس کے کہ آپ کی بھاؤ کی ترتیبات تبدیلی قبول کرتی ہوں۔

## تصفیہ
مارکیٹ کا فیصلہ ہوتے ہی شرطوں کا تصفیہ سرکاری نتیجے کے مطابق کیا جاتا ہے۔ شرط کا تصفیہ ہونے پر جیت آپ کے بیلنس میں جمع ہو جاتی ہے۔

## منسوخ انتخاب
کوئی انتخاب اس وقت منسوخ ہوتا ہے جب اس کا ایونٹ منسوخ ہو جائے یا بغیر نتیجے کے رک جائے، یا جب اس کا بھاؤ واضح طور پر غلط ہو۔ منسوخ انتخاب کو 1.00 کے بھاؤ پر شمار کیا جاتا ہے: سنگل شرط کی رقم واپس ہو جاتی ہے اور کمبو شرط باقی انتخابات کے ساتھ جاری رہتی ہے۔

## حدود
شرط کی رقم، جیت اور ایک شرط میں انتخابات کی تعداد محدود ہے۔ جب کوئی شرط کسی حد سے بڑھ جائے تو بیٹ سلپ آپ کو بتا دیتی ہے۔

## ذمہ دارانہ جوا
شرط لگانا صرف بالغوں کے لیے ہے اور اسے تفریح ہی رہنا چاہیے۔ اپنے اکاؤنٹ میں ذمہ دارانہ جوئے کے ٹولز استعمال کر کے سرگرمی کی حدیں مقرر کریں، وقفہ لیں یا خود کو خارج کریں۔
`,
  },
};
