import type { Locale } from '../../../../../web/src/i18n/locales';

/**
 * The demo operator's about page (SPEC §2 /about): a title and a Markdown text per shipped locale, so a
 * missing translation fails the typecheck.
 */
export const ABOUT: { title: Record<Locale, string>; content: Record<Locale, string> } = {
  title: {
    en: 'About us',
    de: 'Über uns',
    es: 'Sobre nosotros',
    'pt-BR': 'Sobre nós',
    ar: 'من نحن',
    fr: 'À propos',
    it: 'Chi siamo',
    pt: 'Sobre nós',
    nl: 'Over ons',
    pl: 'O nas',
    cs: 'O nás',
    sk: 'O nás',
    hu: 'Rólunk',
    ro: 'Despre noi',
    bg: 'За нас',
    el: 'Σχετικά με εμάς',
    ru: 'О нас',
    uk: 'Про нас',
    tr: 'Hakkımızda',
    sv: 'Om oss',
    nb: 'Om oss',
    da: 'Om os',
    fi: 'Tietoa meistä',
    et: 'Meist',
    lv: 'Par mums',
    lt: 'Apie mus',
    'sr-ME': 'O nama',
    hr: 'O nama',
    sl: 'O nas',
    ja: '会社概要',
    ko: '회사 소개',
    zh: '关于我们',
    vi: 'Về chúng tôi',
    fil: 'Tungkol sa amin',
    he: 'אודותינו',
    fa: 'درباره ما',
    ur: 'ہمارے بارے میں',
  },
  content: {
    en: `This sportsbook is a demonstration of an online sports betting product: pre-match and live markets on football, tennis, basketball, esports and more, with single, combo and system bets, bonuses and live odds.

## The operator
This demo is run to show the product. No real money is involved: the balance, the bets and the results are for trying things out. An operator who runs the product for real shows its company name, licence and contact details here.

## Play fair
Please read our [general rules](/general-rules) before you bet.
`,
    de: `Dieses Sportwettenangebot ist die Demo eines Online-Sportwettenprodukts: Märkte vor dem Spiel und live zu Fußball, Tennis, Basketball, E-Sport und mehr, mit Einzel-, Kombi- und Systemwetten, Boni und Live-Quoten.

## Der Betreiber
Diese Demo dient dazu, das Produkt zu zeigen. Es geht um kein echtes Geld: Guthaben, Wetten und Ergebnisse sind zum Ausprobieren da. Ein Betreiber, der das Produkt wirklich anbietet, nennt hier seinen Firmennamen, seine Lizenz und seine Kontaktdaten.

## Fair spielen
Bitte lies unsere [allgemeinen Regeln](/general-rules), bevor du wettest.
`,
    es: `Esta casa de apuestas es una demostración de un producto de apuestas deportivas en línea: mercados previos al partido y en directo de fútbol, tenis, baloncesto, esports y más, con apuestas simples, combinadas y de sistema, bonos y cuotas en directo.

## El operador
Esta demo existe para mostrar el producto. No se usa dinero real: el saldo, las apuestas y los resultados sirven para probar. Un operador que ofrezca el producto de verdad muestra aquí el nombre de su empresa, su licencia y sus datos de contacto.

## Juega limpio
Lee nuestras [reglas generales](/general-rules) antes de apostar.
`,
    'pt-BR': `Esta casa de apostas é uma demonstração de um produto de apostas esportivas on-line: mercados pré-jogo e ao vivo de futebol, tênis, basquete, esports e mais, com apostas simples, múltiplas e de sistema, bônus e odds ao vivo.

## O operador
Esta demo existe para mostrar o produto. Não há dinheiro real envolvido: o saldo, as apostas e os resultados servem para experimentar. Um operador que oferece o produto de verdade mostra aqui o nome da empresa, a licença e os dados de contato.

## Jogue limpo
Leia nossas [regras gerais](/general-rules) antes de apostar.
`,
    ar: `هذا الموقع عرض تجريبي لمنتج مراهنات رياضية عبر الإنترنت: أسواق قبل المباراة وأثناءها على كرة القدم والتنس وكرة السلة والرياضات الإلكترونية وغيرها، مع رهانات فردية ومركّبة ونظامية، ومكافآت، واحتمالات مباشرة.

## المشغّل
يُدار هذا العرض التجريبي لتقديم المنتج. لا توجد أموال حقيقية: الرصيد والرهانات والنتائج للتجربة فقط. المشغّل الذي يدير المنتج فعليًا يعرض هنا اسم شركته وترخيصه وبيانات الاتصال به.

## العب بنزاهة
يُرجى قراءة [القواعد العامة](/general-rules) قبل المراهنة.
`,
    fr: `Ce site de paris sportifs est la démonstration d’un produit de paris en ligne : marchés d’avant-match et en direct sur le football, le tennis, le basket, l’esport et plus encore, avec paris simples, combinés et systèmes, bonus et cotes en direct.

## L’opérateur
Cette démo sert à présenter le produit. Aucun argent réel n’est en jeu : le solde, les paris et les résultats servent à essayer. Un opérateur qui exploite réellement le produit indique ici le nom de sa société, sa licence et ses coordonnées.

## Jouez franc jeu
Lisez nos [règles générales](/general-rules) avant de parier.
`,
    it: `Questo sito di scommesse è la dimostrazione di un prodotto di scommesse sportive online: mercati prepartita e live su calcio, tennis, basket, esport e altro, con scommesse singole, multiple e sistemi, bonus e quote live.

## L'operatore
Questa demo serve a mostrare il prodotto. Non si usa denaro reale: saldo, scommesse e risultati servono per provare. Un operatore che offre davvero il prodotto indica qui il nome della sua società, la licenza e i contatti.

## Gioca pulito
Leggi le nostre [regole generali](/general-rules) prima di scommettere.
`,
    pt: `Esta casa de apostas é uma demonstração de um produto de apostas desportivas online: mercados pré-jogo e ao vivo de futebol, ténis, basquetebol, esports e muito mais, com apostas simples, múltiplas e de sistema, bónus e odds ao vivo.

## O operador
Esta demo existe para mostrar o produto. Não há dinheiro real envolvido: o saldo, as apostas e os resultados servem para experimentar. Um operador que explore realmente o produto indica aqui o nome da empresa, a licença e os contactos.

## Jogue limpo
Leia as nossas [regras gerais](/general-rules) antes de apostar.
`,
    nl: `Dit sportsbook is een demonstratie van een online sportweddenschapsproduct: markten voor en tijdens de wedstrijd op voetbal, tennis, basketbal, esports en meer, met enkele, combinatie- en systeemweddenschappen, bonussen en live odds.

## De aanbieder
Deze demo draait om het product te laten zien. Er is geen echt geld mee gemoeid: saldo, weddenschappen en uitslagen zijn om uit te proberen. Een aanbieder die het product echt exploiteert, vermeldt hier zijn bedrijfsnaam, vergunning en contactgegevens.

## Eerlijk spel
Lees onze [algemene regels](/general-rules) voordat je wedt.
`,
    pl: `Ten serwis bukmacherski to demonstracja produktu do zakładów sportowych online: rynki przedmeczowe i na żywo z piłki nożnej, tenisa, koszykówki, e-sportu i nie tylko, z zakładami pojedynczymi, łączonymi i systemowymi, bonusami oraz kursami na żywo.

## Operator
Ta wersja demonstracyjna służy do pokazania produktu. Nie ma tu prawdziwych pieniędzy: saldo, zakłady i wyniki służą do wypróbowania. Operator, który naprawdę prowadzi ten produkt, podaje tu nazwę firmy, licencję i dane kontaktowe.

## Graj uczciwie
Przed obstawianiem przeczytaj nasz [regulamin ogólny](/general-rules).
`,
    cs: `Tato sázková kancelář je ukázkou produktu pro online sportovní sázení: trhy před zápasem i živě na fotbal, tenis, basketbal, esport a další, s jednoduchými, kombinovanými a systémovými sázkami, bonusy a živými kurzy.

## Provozovatel
Tato ukázka slouží k předvedení produktu. Nejde o skutečné peníze: zůstatek, sázky i výsledky jsou na vyzkoušení. Provozovatel, který produkt skutečně nabízí, zde uvádí název své společnosti, licenci a kontaktní údaje.

## Hrajte férově
Než začnete sázet, přečtěte si naše [všeobecná pravidla](/general-rules).
`,
    sk: `Táto stávková kancelária je ukážkou produktu na online športové stávkovanie: trhy pred zápasom aj naživo na futbal, tenis, basketbal, e-šport a ďalšie, s jednoduchými, kombinovanými a systémovými stávkami, bonusmi a živými kurzami.

## Prevádzkovateľ
Táto ukážka slúži na predvedenie produktu. Nejde o skutočné peniaze: zostatok, stávky aj výsledky sú na vyskúšanie. Prevádzkovateľ, ktorý produkt skutočne ponúka, tu uvádza názov svojej spoločnosti, licenciu a kontaktné údaje.

## Hrajte férovo
Skôr než začnete stávkovať, prečítajte si naše [všeobecné pravidlá](/general-rules).
`,
    hu: `Ez a fogadóiroda egy online sportfogadási termék bemutatója: meccs előtti és élő piacok focira, teniszre, kosárlabdára, e-sportra és még sok másra, egyes, kötés- és rendszerfogadásokkal, bónuszokkal és élő oddsokkal.

## Az üzemeltető
Ez a bemutató a termék megismertetésére szolgál. Nincs benne valódi pénz: az egyenleg, a fogadások és az eredmények kipróbálásra valók. Egy üzemeltető, aki valóban működteti a terméket, itt tünteti fel cégnevét, engedélyét és elérhetőségeit.

## Játssz tisztességesen
Fogadás előtt olvasd el az [általános szabályainkat](/general-rules).
`,
    ro: `Această casă de pariuri este o demonstrație a unui produs de pariuri sportive online: piețe prematch și live la fotbal, tenis, baschet, esports și altele, cu pariuri simple, combinate și de sistem, bonusuri și cote live.

## Operatorul
Această demonstrație există pentru a prezenta produsul. Nu sunt implicați bani reali: soldul, pariurile și rezultatele sunt pentru încercare. Un operator care oferă produsul cu adevărat își afișează aici numele companiei, licența și datele de contact.

## Joacă cinstit
Citește [regulile generale](/general-rules) înainte să pariezi.
`,
    bg: `Този букмейкър е демонстрация на продукт за онлайн спортни залози: пазари преди мача и на живо за футбол, тенис, баскетбол, електронни спортове и още, с единични, комбинирани и системни залози, бонуси и коефициенти на живо.

## Операторът
Тази демонстрация показва продукта. Не се използват истински пари: балансът, залозите и резултатите са за изпробване. Оператор, който реално предлага продукта, посочва тук името на фирмата си, лиценза и данните си за контакт.

## Играйте честно
Преди да залагате, прочетете нашите [общи правила](/general-rules).
`,
    el: `Αυτό το στοιχηματικό είναι επίδειξη ενός προϊόντος διαδικτυακού αθλητικού στοιχήματος: προαγωνιστικές και live αγορές σε ποδόσφαιρο, τένις, μπάσκετ, esports και άλλα, με μονά, παρολί και συστήματα, μπόνους και live αποδόσεις.

## Ο διαχειριστής
Αυτή η επίδειξη υπάρχει για να παρουσιάσει το προϊόν. Δεν χρησιμοποιούνται πραγματικά χρήματα: το υπόλοιπο, τα στοιχήματα και τα αποτελέσματα είναι για δοκιμή. Ένας διαχειριστής που λειτουργεί πραγματικά το προϊόν αναφέρει εδώ την επωνυμία της εταιρείας του, την άδειά του και τα στοιχεία επικοινωνίας του.

## Παίξε τίμια
Διάβασε τους [γενικούς κανόνες](/general-rules) πριν στοιχηματίσεις.
`,
    ru: `Этот букмекер — демонстрация продукта для онлайн-ставок на спорт: прематч и лайв на футбол, теннис, баскетбол, киберспорт и многое другое, одиночные ставки, экспрессы и системы, бонусы и коэффициенты в реальном времени.

## Оператор
Эта демоверсия работает, чтобы показать продукт. Настоящие деньги не используются: баланс, ставки и результаты нужны только для знакомства. Оператор, который запускает продукт по-настоящему, указывает здесь название компании, лицензию и контакты.

## Играйте честно
Перед ставкой прочитайте наши [общие правила](/general-rules).
`,
    uk: `Цей букмекер — демонстрація продукту для онлайн-ставок на спорт: прематч і лайв на футбол, теніс, баскетбол, кіберспорт та інше, одинарні ставки, експреси й системи, бонуси та коефіцієнти в реальному часі.

## Оператор
Ця демоверсія працює, щоб показати продукт. Справжні гроші не використовуються: баланс, ставки й результати — лише для ознайомлення. Оператор, який запускає продукт насправді, вказує тут назву компанії, ліцензію та контакти.

## Грайте чесно
Перед ставкою прочитайте наші [загальні правила](/general-rules).
`,
    tr: `Bu bahis sitesi, çevrim içi bir spor bahisleri ürününün tanıtımıdır: futbol, tenis, basketbol, e-spor ve daha fazlasında maç öncesi ve canlı marketler; tekli, kombine ve sistem bahisleri, bonuslar ve canlı oranlar.

## Operatör
Bu demo, ürünü göstermek için çalışır. Gerçek para kullanılmaz: bakiye, bahisler ve sonuçlar denemek içindir. Ürünü gerçekten işleten bir operatör burada şirket adını, lisansını ve iletişim bilgilerini gösterir.

## Adil oynayın
Bahis yapmadan önce [genel kurallarımızı](/general-rules) okuyun.
`,
    sv: `Den här spelsidan är en demonstration av en produkt för sportspel online: marknader före match och live på fotboll, tennis, basket, e-sport och mer, med singel-, kombinations- och systemspel, bonusar och liveodds.

## Operatören
Demon finns för att visa produkten. Inga riktiga pengar används: saldot, spelen och resultaten är till för att prova på. En operatör som driver produkten på riktigt visar här sitt företagsnamn, sin licens och sina kontaktuppgifter.

## Spela schysst
Läs våra [allmänna regler](/general-rules) innan du spelar.
`,
    nb: `Denne spillsiden er en demonstrasjon av et produkt for sportsbetting på nett: markeder før kamp og live på fotball, tennis, basketball, e-sport og mer, med singel-, kombinasjons- og systemspill, bonuser og liveodds.

## Operatøren
Demoen finnes for å vise produktet. Ingen ekte penger er involvert: saldoen, spillene og resultatene er til å prøve ut. En operatør som driver produktet på ordentlig, viser her firmanavn, lisens og kontaktinformasjon.

## Spill rettferdig
Les de [generelle reglene](/general-rules) våre før du spiller.
`,
    da: `Denne spilleside er en demonstration af et produkt til sportsbetting online: markeder før kampen og live på fodbold, tennis, basketball, e-sport og mere, med single-, kombinations- og systemspil, bonusser og liveodds.

## Operatøren
Demoen findes for at vise produktet. Der er ingen rigtige penge involveret: saldoen, spillene og resultaterne er til at afprøve ting. En operatør, der driver produktet for alvor, viser her sit firmanavn, sin licens og sine kontaktoplysninger.

## Spil fair
Læs vores [generelle regler](/general-rules), før du spiller.
`,
    fi: `Tämä vedonlyöntisivusto on esittely verkossa toimivasta urheiluvedonlyöntituotteesta: ennakko- ja live-markkinoita jalkapallosta, tenniksestä, koripallosta, e-urheilusta ja muusta, yksittäis-, yhdistelmä- ja järjestelmävetoja, bonuksia ja live-kertoimia.

## Ylläpitäjä
Tämä demo on olemassa tuotteen esittelemiseksi. Oikeaa rahaa ei käytetä: saldo, vedot ja tulokset ovat kokeilua varten. Tuotetta oikeasti pyörittävä ylläpitäjä kertoo tässä yrityksensä nimen, lisenssinsä ja yhteystietonsa.

## Pelaa reilusti
Lue [yleiset sääntömme](/general-rules) ennen kuin lyöt vetoa.
`,
    et: `See spordiennustuse sait on veebipõhise spordiennustustoote demo: eelmängu- ja live-turud jalgpallis, tennises, korvpallis, e-spordis ja mujal, üksik-, kombo- ja süsteemipanused, boonused ning live-koefitsiendid.

## Korraldaja
See demo on olemas toote tutvustamiseks. Päris raha ei kasutata: saldo, panused ja tulemused on proovimiseks. Korraldaja, kes toodet päriselt pakub, näitab siin oma ettevõtte nime, litsentsi ja kontaktandmeid.

## Mängi ausalt
Enne panustamist loe meie [üldreegleid](/general-rules).
`,
    lv: `Šī likmju vietne ir tiešsaistes sporta likmju produkta demonstrācija: pirmsspēles un tiešraides tirgi futbolā, tenisā, basketbolā, e-sportā un citur, ar vienkāršām, kombinētām un sistēmas likmēm, bonusiem un tiešraides koeficientiem.

## Operators
Šī demonstrācija darbojas, lai parādītu produktu. Īsta nauda netiek izmantota: bilance, likmes un rezultāti ir izmēģināšanai. Operators, kas produktu piedāvā patiesi, šeit norāda sava uzņēmuma nosaukumu, licenci un kontaktinformāciju.

## Spēlējiet godīgi
Pirms likmju veikšanas izlasiet mūsu [vispārīgos noteikumus](/general-rules).
`,
    lt: `Ši lažybų svetainė yra internetinio sporto lažybų produkto demonstracija: prieš rungtynes ir gyvai vykstančios rinkos futbolui, tenisui, krepšiniui, e. sportui ir kitoms sporto šakoms, su viengubais, kombinuotais ir sisteminiais statymais, premijomis ir gyvais koeficientais.

## Operatorius
Ši demonstracija skirta produktui parodyti. Tikri pinigai nenaudojami: balansas, statymai ir rezultatai skirti išbandyti. Operatorius, kuris produktą siūlo iš tikrųjų, čia nurodo savo įmonės pavadinimą, licenciją ir kontaktus.

## Žaiskite sąžiningai
Prieš statydami perskaitykite mūsų [bendrąsias taisykles](/general-rules).
`,
    'sr-ME': `Ova kladionica je demonstracija proizvoda za onlajn sportsko klađenje: tržišta prije meča i uživo za fudbal, tenis, košarku, esport i drugo, s pojedinačnim, kombinovanim i sistemskim opkladama, bonusima i kvotama uživo.

## Operater
Ova demonstracija postoji da bi prikazala proizvod. Nema pravog novca: stanje, opklade i rezultati služe za isprobavanje. Operater koji zaista nudi proizvod ovdje navodi naziv svoje kompanije, licencu i kontakt podatke.

## Igrajte pošteno
Prije klađenja pročitajte naša [opšta pravila](/general-rules).
`,
    hr: `Ova kladionica je demonstracija proizvoda za online sportsko klađenje: tržišta prije utakmice i uživo za nogomet, tenis, košarku, esport i drugo, s pojedinačnim, kombiniranim i sustavnim okladama, bonusima i koeficijentima uživo.

## Operater
Ova demonstracija postoji kako bi prikazala proizvod. Nema pravog novca: stanje, oklade i rezultati služe za isprobavanje. Operater koji proizvod doista nudi ovdje navodi naziv svoje tvrtke, licenciju i kontaktne podatke.

## Igrajte pošteno
Prije klađenja pročitajte naša [opća pravila](/general-rules).
`,
    sl: `Ta stavnica je predstavitev izdelka za spletne športne stave: trgi pred tekmo in v živo za nogomet, tenis, košarko, e-šport in drugo, s posamičnimi, kombiniranimi in sistemskimi stavami, bonusi in kvotami v živo.

## Upravljavec
Ta predstavitev obstaja, da pokaže izdelek. Pravega denarja ni: stanje, stave in izidi so za preizkušanje. Upravljavec, ki izdelek zares ponuja, tukaj navede ime svojega podjetja, licenco in kontaktne podatke.

## Igrajte pošteno
Pred stavljenjem preberite naša [splošna pravila](/general-rules).
`,
    ja: `このスポーツブックは、オンラインスポーツベッティング製品のデモです。サッカー、テニス、バスケットボール、eスポーツなどの試合前・ライブのマーケットを、シングル、コンボ、システムベット、ボーナス、ライブオッズとともに提供します。

## 運営者
このデモは製品を紹介するために運営されています。実際のお金は一切使われません。残高、ベット、結果はお試し用です。実際に製品を運営する事業者は、ここに会社名、ライセンス、連絡先を掲載します。

## フェアプレー
ベットの前に[一般規約](/general-rules)をお読みください。
`,
    ko: `이 스포츠북은 온라인 스포츠 베팅 제품의 데모입니다. 축구, 테니스, 농구, e스포츠 등의 경기 전 및 라이브 마켓을 싱글, 콤보, 시스템 베팅, 보너스, 라이브 배당률과 함께 제공합니다.

## 운영자
이 데모는 제품을 보여 주기 위해 운영됩니다. 실제 돈은 사용되지 않으며, 잔액과 베팅과 결과는 체험용입니다. 제품을 실제로 운영하는 사업자는 이곳에 회사명, 라이선스, 연락처를 게시합니다.

## 공정한 플레이
베팅하기 전에 [일반 규정](/general-rules)을 읽어 주세요.
`,
    zh: `本体育博彩网站是一款在线体育投注产品的演示：提供足球、网球、篮球、电子竞技等项目的赛前与滚球盘口，支持单注、串关和系统投注，并有奖励和实时赔率。

## 运营方
本演示用于展示产品，不涉及真实资金：余额、投注和结果仅供体验。真正运营本产品的运营方会在此列出其公司名称、牌照和联系方式。

## 公平游戏
投注前请阅读我们的[通用规则](/general-rules)。
`,
    vi: `Trang cá cược thể thao này là bản trình diễn của một sản phẩm cá cược thể thao trực tuyến: các thị trường trước trận và trực tiếp cho bóng đá, quần vợt, bóng rổ, thể thao điện tử và nhiều môn khác, với cược đơn, cược xiên và cược hệ thống, tiền thưởng và tỷ lệ cược trực tiếp.

## Nhà điều hành
Bản demo này được vận hành để giới thiệu sản phẩm. Không có tiền thật: số dư, các cược và kết quả chỉ để dùng thử. Nhà điều hành vận hành sản phẩm thật sẽ ghi tên công ty, giấy phép và thông tin liên hệ tại đây.

## Chơi công bằng
Hãy đọc [quy định chung](/general-rules) của chúng tôi trước khi đặt cược.
`,
    fil: `Ang sportsbook na ito ay isang demo ng produkto para sa online na pagtaya sa sports: mga market bago at habang nagaganap ang laro sa football, tennis, basketball, esports at iba pa, na may single, combo at system na taya, mga bonus at live na odds.

## Ang operator
Pinapatakbo ang demo na ito para ipakita ang produkto. Walang totoong pera rito: ang balanse, mga taya at resulta ay para lang subukan. Ang operator na talagang nagpapatakbo ng produkto ay naglalagay dito ng pangalan ng kompanya, lisensya at contact details nito.

## Maglaro nang patas
Basahin ang aming [pangkalahatang patakaran](/general-rules) bago ka tumaya.
`,
    he: `אתר ההימורים הזה הוא הדגמה של מוצר הימורי ספורט מקוון: שווקים לפני המשחק ובלייב בכדורגל, טניס, כדורסל, ספורט אלקטרוני ועוד, עם הימורים יחידים, משולבים ושיטתיים, בונוסים ויחסים בזמן אמת.

## המפעיל
ההדגמה הזו נועדה להציג את המוצר. אין בה כסף אמיתי: היתרה, ההימורים והתוצאות נועדו לניסיון בלבד. מפעיל שמפעיל את המוצר באמת מציג כאן את שם החברה, הרישיון ופרטי הקשר שלו.

## משחק הוגן
קרא את [הכללים הכלליים](/general-rules) שלנו לפני שאתה מהמר.
`,
    fa: `این سایت پیش‌بینی ورزشی نسخه نمایشی یک محصول شرط‌بندی ورزشی آنلاین است: بازارهای پیش از بازی و زنده برای فوتبال، تنیس، بسکتبال، ورزش‌های الکترونیک و موارد دیگر، با شرط‌های تکی، ترکیبی و سیستمی، پاداش‌ها و ضرایب زنده.

## اپراتور
این نسخه نمایشی برای معرفی محصول اجرا می‌شود. هیچ پول واقعی در کار نیست: موجودی، شرط‌ها و نتایج فقط برای امتحان کردن هستند. اپراتوری که محصول را واقعاً ارائه می‌دهد، نام شرکت، مجوز و اطلاعات تماس خود را اینجا نشان می‌دهد.

## منصفانه بازی کنید
پیش از شرط‌بندی، [قوانین عمومی](/general-rules) ما را بخوانید.
`,
    ur: `یہ اسپورٹس بک آن لائن اسپورٹس بیٹنگ پروڈکٹ کا ڈیمو ہے: فٹ بال، ٹینس، باسکٹ بال، ای اسپورٹس اور دیگر کھیلوں پر میچ سے پہلے اور لائیو مارکیٹس، سنگل، کمبو اور سسٹم شرطوں، بونسز اور لائیو بھاؤ کے ساتھ۔

## آپریٹر
یہ ڈیمو پروڈکٹ دکھانے کے لیے چلایا جاتا ہے۔ اس میں کوئی اصلی رقم شامل نہیں: بیلنس، شرطیں اور نتائج صرف آزمانے کے لیے ہیں۔ جو آپریٹر پروڈکٹ کو حقیقت میں چلاتا ہے وہ یہاں اپنی کمپنی کا نام، لائسنس اور رابطے کی تفصیلات دکھاتا ہے۔

## منصفانہ کھیلیں
شرط لگانے سے پہلے ہمارے [عمومی قواعد](/general-rules) پڑھیں۔
`,
  },
};
