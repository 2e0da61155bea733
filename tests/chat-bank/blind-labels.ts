/**
 * The spent blind sets' one-message questions, labeled by reading (blind-examples.ts): per set and language, one label
 * per numbered message in order; "-" for a conversation of several turns, which was not labeled.
 */
export const BLIND_LABELS: Record<string, Record<'en' | 'fr', string>> = {
  ai: {
    en: 'products multi privacy application-status compare products sole-proprietor referral lender-join contact careers policy policy rates personal startup credit documents hours hours fees fees privacy human products regions regions off-topic off-topic po compare speed credit sign-up apis personal policy unanswered about unanswered sign-in abl eligibility rates unanswered personal greeting policy contact nonprofit not-lender - - - - - - - - -',
    fr: 'products multi fees about unanswered language sole-proprietor startup credit documents referral lender-join contact careers personal personal loan-vs-line policy policy speed hours human privacy credit regions po products not-lender lenders founders mca regions off-topic off-topic abl sign-in contact apis nonprofit sign-up rates rates unanswered fees term unanswered greeting personal policy language - - - - - - - - - -',
  },
  aj: {
    en: 'not-lender not-lender fees fees - term - products products - inventory scf sole-proprietor - credit credit - language regions regions documents privacy - privacy privacy privacy lenders - lender-join - hours human - about contact careers unanswered application-status personal sign-in policy rates policy false off-topic off-topic off-topic unanswered unanswered multi multi sba unanswered - withdraw credit products - - multi',
    fr: 'about not-lender - fees mca mca - po products products inventory - sole-proprietor sole-proprietor startup credit - - regions regions documents privacy privacy data-location privacy - - - lender-join - hours human - contact contact careers unanswered application-status personal personal policy policy policy false off-topic off-topic off-topic unanswered unanswered multi multi multi sba multi withdraw products - sign-in - nonprofit',
  },
  ak: {
    en: 'not-lender equipment - fees mca mca term - products sole-proprietor startup credit credit regions regions regions documents - privacy unanswered scf sba lenders lender-join apis - human contact contact contact careers application-status regulation personal - personal policy rates policy policy off-topic off-topic unanswered equipment eligibility partners factoring multi multi multi multi contact privacy - - - - - - -',
    fr: 'not-lender equipment - fees equipment mca mca term products sole-proprietor startup credit credit multi regions documents - privacy - compare scf referral lender-join apis hours human contact contact contact careers - unanswered personal - personal policy rates policy policy off-topic off-topic unanswered sba multi speed factoring products language multi multi multi contact privacy - - - - - - -',
  },
  al: {
    en: 'not-lender not-lender fees fees unanswered mca - term off-topic po - abl - products inventory scf sole-proprietor - regions startup - credit regions regions multi - privacy lenders - lender-join - hours - contact contact multi application-status application-status - policy rates policy policy false off-topic policy unanswered multi multi loan-vs-line founders sba - unanswered equipment - withdraw unanswered - partners',
    fr: 'about not-lender fees fees equipment mca - term po inventory scf abl products products - startup credit credit regions regions - documents privacy privacy lenders - lender-join - hours - contact contact careers application-status application-status personal policy - policy policy false off-topic off-topic unanswered multi multi - founders sba - products - withdraw referral - partners policy about multi -',
  },
  am: {
    en: 'not-lender about fees fees - products products products products products - - abl inventory sole-proprietor - credit - regions - off-topic regions - privacy privacy - brokers lender-join - hours human contact contact careers regulation - personal personal personal policy policy policy policy false false off-topic founders unanswered unanswered multi multi multi multi unanswered - credit lenders - site-problem privacy',
    fr: 'about not-lender fees fees products products products products - mca - - abl inventory sole-proprietor - credit - - regions regions regions regions - privacy privacy - brokers lender-join - hours human contact contact careers unanswered - personal personal personal policy policy policy policy false false off-topic off-topic unanswered about multi multi multi unanswered founders credit - - site-problem privacy',
  },
  an: {
    en: 'not-lender fees fees - term po inventory scf sole-proprietor regions - - credit documents products equipment abl privacy privacy privacy - referral apis apis hours human contact - contact about founders lenders speed success - seasonal loan-vs-line how-it-works sign-in credit eligibility eligibility multi regions credit - - withdraw partners fees factoring multi policy rates - - off-topic unanswered off-topic off-topic',
    fr: 'about fees fees regions sole-proprietor - term po compare scf abl - credit documents data-location privacy - - contact - lender-join - contact founders careers contact speed credit products products regions lenders how-it-works success how-it-works unanswered nonprofit seasonal factoring sba fees terms-of-service multi - partners inventory regions eligibility blog - not-lender credit policy rates - - off-topic unanswered off-topic unanswered',
  },
  ao: {
    en: 'not-lender fees equipment fees - mca mca - po compare inventory scf products products sole-proprietor - credit eligibility - regions - documents unanswered speed how-it-works credit privacy privacy privacy privacy lenders sba eligibility unanswered - referral referral - hours - contact contact careers contact about founders prequalify partners sign-in withdraw - personal - rates policy unanswered off-topic blog personal policy',
    fr: 'about fees fees products - mca eligibility - po compare inventory scf products products - sole-proprietor - credit eligibility regions - documents how-it-works speed credit privacy privacy privacy data-location products eligibility factoring factoring sba lenders - referral referral - hours - contact contact careers contact about founders success sign-in - blog personal - rates policy unanswered off-topic personal off-topic policy',
  },
  ap: {
    en: 'about fees - equipment speed not-lender - mca term po sole-proprietor - - regions regions documents privacy privacy credit - referral - hours human careers contact about founders compare inventory multi lenders sba - factoring scf unanswered how-it-works unanswered sign-in loan-vs-line withdraw eligibility sign-up - privacy - fees how-it-works equity personal - rates policy off-topic unanswered false off-topic - abl',
    fr: 'about fees products speed not-lender - sole-proprietor - - mca term po documents - credit lender-join referral - hours human careers contact about founders compare inventory multi lenders sba - factoring scf products how-it-works how-it-works sign-in loan-vs-line withdraw eligibility - - regions fees how-it-works equity data-location seasonal abl not-lender blog personal - rates policy off-topic unanswered false off-topic - sole-proprietor',
  },
  aq: {
    en: 'not-lender seasonal fees - speed mca term nonprofit - regions regions - referral sole-proprietor credit - privacy privacy apis hours - careers contact about lenders compare inventory scf unanswered speed products products - equity sba equipment personal policy policy unanswered false off-topic off-topic - unanswered credit factoring how-it-works regions seasonal blog - contact privacy privacy regions - unanswered multi personal',
    fr: 'about equipment fees regions speed sole-proprietor nonprofit - mca term po products - referral apis hours - documents - privacy careers contact about lenders compare inventory scf products credit credit - language products products equity equipment factoring - - lenders - seasonal partners contact privacy terms-of-service regions - - sba success personal policy policy unanswered false off-topic off-topic personal equipment',
  },
  ar: {
    en: 'not-lender - - mca fees sole-proprietor startup credit regions documents privacy privacy lenders - apis human - careers contact calculators sign-in loan-vs-line - - abl inventory scf policy policy personal off-topic false policy human off-topic nonprofit regions language speed - - success multi sba startup blog contact multi regions factoring - credit unanswered partners multi - regions off-topic compare -',
    fr: 'about fees - language sole-proprietor regions nonprofit credit - privacy privacy mca - po inventory scf abl lenders lenders - apis lender-join multi - founders careers contact calculators seasonal unanswered sign-in speed credit - regions - policy policy personal false policy off-topic unanswered off-topic off-topic - products factoring success products - credit about multi sign-up referral equipment partners sba -',
  },
  as: {
    en: '- fees fees multi mca - term po inventory scf - startup credit regions language nonprofit regions documents documents - privacy lenders - lender-join - - about careers contact calculators blog unanswered speed withdraw loan-vs-line sba - partners partners products - success credit credit sign-up seasonal blog multi contact unanswered others policy personal - false policy human off-topic policy eligibility',
    fr: 'about fees - equipment mca term - inventory compare - startup credit regions language nonprofit regions unanswered - data-location privacy privacy lenders - lender-join - contact - founders careers contact calculators seasonal sign-in speed withdraw loan-vs-line term - inventory products urgent success credit - terms-of-service unanswered eligibility multi site-problem privacy blog policy personal - false policy unanswered off-topic off-topic eligibility',
  },
  at: {
    en: 'not-lender - inventory unanswered compare term - abl scf inventory - sole-proprietor startup credit regions nonprofit regions - - privacy privacy privacy lenders - referral lender-join apis hours human about careers contact calculators blog - sign-in speed unanswered credit sba equity eligibility - greeting - privacy equipment multi urgent partners personal policy false policy unanswered off-topic off-topic eligibility - multi',
    fr: 'not-lender fees equipment mca - term po loan-vs-line factoring inventory - credit regions language - documents privacy - data-location - lenders nonprofit regions regions fees lender-join - contact human about careers contact calculators - - sign-in speed credit term equipment - success unanswered privacy products unanswered partners blog referral regions personal policy false policy unanswered off-topic off-topic - rates multi',
  },
  au: {
    en: 'about not-lender fees fees multi - compare term po - inventory scf - equipment sole-proprietor startup - regions language nonprofit regions documents - privacy data-location credit lenders lenders - lender-join - human contact about unanswered careers contact calculators blog - application-status speed privacy unanswered - urgent sba equity products success policy - personal false policy unanswered off-topic policy - partners',
    fr: 'about fees fees products mca - po factoring inventory scf - unanswered eligibility - startup credit regions - nonprofit regions unanswered documents documents privacy privacy privacy credit - referral lender-join - human contact contact founders careers contact - seasonal site-problem sign-in speed loan-vs-line urgent unanswered sba success products - partners policy - personal false policy unanswered off-topic policy - multi',
  },
  av: {
    en: 'not-lender fees - multi sole-proprietor policy documents credit how-it-works po - compare policy inventory scf privacy - referral apis calculators personal contact - careers about founders - false privacy terms-of-service - regions off-topic lenders sba loan-vs-line speed abl abl unanswered fees multi how-it-works - policy privacy privacy partners blog hours eligibility - policy sign-up - success multi withdraw contact -',
    fr: 'not-lender fees equipment - sole-proprietor policy mca term - documents credit policy privacy credit - speed contact false - - referral apis calculators unanswered careers founders - privacy terms-of-service personal - inventory scf abl lenders off-topic - sign-up how-it-works fees regions regions policy sign-up - sba hours credit data-location policy - partners blog products unanswered products fees - startup contact',
  },
  aw: {
    en: 'not-lender fees fees mca seasonal - po po sole-proprietor - regions language credit credit - privacy privacy how-it-works speed lender-join - apis calculators - hours careers about lenders - inventory scf terms-of-service privacy policy policy personal - policy - policy off-topic unanswered unanswered - unanswered eligibility multi mca site-problem blog partners regulation credit - eligibility seasonal products success privacy regions',
    fr: 'not-lender fees fees sole-proprietor - mca mca - po seasonal credit credit documents privacy privacy - credit startup eligibility products - lender-join apis calculators contact hours careers about lenders - inventory scf terms-of-service privacy policy policy personal false policy - off-topic policy - sba products how-it-works mca site-problem - partners regulation credit withdraw - equipment blog - privacy eligibility regions',
  },
  ax: {
    en: 'not-lender fees fees equipment mca urgent mca - po inventory abl - startup credit credit regions - documents privacy privacy how-it-works speed - referral apis - human contact contact careers about contact terms-of-service privacy credit - seasonal lenders lenders success products unanswered - - multi eligibility eligibility loan-vs-line - policy policy policy personal false off-topic unanswered unanswered false regions -',
    fr: 'not-lender fees fees products mca mca unanswered - language po inventory abl - credit documents privacy privacy how-it-works - equipment referral - apis calculators human contact contact careers - contact terms-of-service credit privacy lenders lenders - seasonal loan-vs-line products regions - multi success partners - speed eligibility eligibility - policy policy personal false off-topic unanswered policy false blog regions -',
  },
  ay: {
    en: 'not-lender fees fees mca - term po abl sole-proprietor - credit credit regions language documents - privacy how-it-works speed - - lender-join apis partners partners calculators contact hours contact careers founders terms-of-service privacy privacy privacy withdraw credit rates - multi sba products sign-in - scf compare privacy brokers - equity blog - policy personal false policy off-topic unanswered - off-topic',
    fr: 'not-lender fees fees sole-proprietor - - multi mca term po abl inventory scf - credit credit documents how-it-works urgent - privacy lenders not-lender - lender-join brokers apis partners partners calculators - hours contact site-problem careers - terms-of-service credit withdraw privacy - speed unanswered products sba rates sign-in blog - about products equity policy personal false policy unanswered off-topic - off-topic',
  },
  az: {
    en: 'not-lender fees fees - term po products sole-proprietor - regions regions credit how-it-works documents - credit lenders - - apis partners partners unanswered calculators hours - contact founders careers contact - blog blog abl - scf sba - speed rates lenders personal credit off-topic off-topic policy - policy eligibility false site-problem unanswered equipment hours regions unanswered multi sign-in others privacy',
    fr: 'about fees fees sole-proprietor - unanswered not-lender - term po scf - - credit startup how-it-works documents - data-location credit lenders lender-join - - partners partners calculators hours human - founders contact careers contact terms-of-service blog seasonal sba - factoring speed rates products sign-up grants regions rates unanswered site-problem unanswered personal off-topic off-topic policy - off-topic policy eligibility unanswered sign-in',
  },
  ba: {
    en: 'not-lender fees fees mca - term po compare inventory scf - startup eligibility credit - regions how-it-works documents multi privacy data-location lenders lenders - lender-join - partners partners unanswered calculators human hours contact founders - contact privacy - blog - - success policy policy false personal policy off-topic off-topic unanswered - credit withdraw factoring equity language site-problem not-lender unanswered seasonal',
    fr: 'about fees sole-proprietor regions language - - not-lender mca mca multi - abl inventory scf startup eligibility credit how-it-works documents urgent privacy credit - - lender-join - partners partners calculators human hours contact founders - contact terms-of-service blog seasonal - loan-vs-line - success products fees nonprofit unanswered sign-in credit policy policy personal policy false off-topic off-topic unanswered - regulation not-lender',
  },
  bb: {
    en: 'not-lender fees fees mca - - po inventory abl sba sole-proprietor regions startup credit regions language - documents privacy privacy credit - lender-join - partners partners unanswered calculators - contact hours founders careers contact privacy privacy - blog - sign-in urgent referral success lenders - products products credit withdraw startup personal off-topic policy false policy unanswered - - off-topic false',
    fr: 'about fees language regions sole-proprietor - compare mca - - po inventory abl factoring credit startup - documents data-location privacy credit - lender-join apis partners partners calculators - contact hours founders contact careers contact unanswered - blog seasonal regions speed products - regions site-problem grants lenders - sign-up withdraw success referral personal off-topic policy - policy unanswered - off-topic false',
  },
  bc: {
    en: 'not-lender fees - - mca po - abl inventory scf success products - startup eligibility credit regions regions regions how-it-works documents multi - credit lenders multi policy referral - lender-join apis - unanswered calculators hours human contact founders careers contact - terms-of-service unanswered blog sign-in site-problem seasonal - credit personal false off-topic policy unanswered - policy off-topic data-location sign-up not-lender',
    fr: 'about fees language inventory - mca po scf abl - startup eligibility - lenders unanswered how-it-works documents speed - privacy credit products lenders lenders - lender-join apis - calculators hours human contact founders - careers contact terms-of-service blog seasonal sign-in site-problem - sole-proprietor unanswered - withdraw policy personal false off-topic policy unanswered off-topic - unanswered referral - eligibility sign-up loan-vs-line',
  },
  bd: {
    en: 'not-lender fees fees mca - term po multi abl sole-proprietor startup credit - regions how-it-works documents - privacy privacy lenders - referral - apis partners partners calculators human - unanswered founders careers contact terms-of-service unanswered sba loan-vs-line success urgent credit policy personal - false policy policy off-topic unanswered credit withdraw eligibility equity sign-up privacy - regulation regions referral - -',
    fr: 'not-lender fees regions language data-location sole-proprietor - - term po scf abl credit startup documents how-it-works - privacy privacy - referral lender-join apis partners unanswered calculators - hours contact founders careers - unanswered blog seasonal loan-vs-line grants rates credit sole-proprietor eligibility site-problem - credit withdraw policy personal false - policy policy off-topic unanswered sign-up equity unanswered - urgent privacy -',
  },
  be: {
    en: 'not-lender fees unanswered - sole-proprietor off-topic startup - compare po scf - policy how-it-works documents - privacy lenders unanswered regions referral - lender-join partners partners policy calculators - contact hours founders personal careers - contact privacy blog blog seasonal - - off-topic sba credit products products policy sign-in credit - multi withdraw false regions eligibility abl unanswered site-problem success success',
    fr: 'not-lender fees - sole-proprietor abl not-lender policy - mca po multi scf unanswered credit startup documents data-location data-location false speed - lenders - lender-join - personal hours language founders careers contact partners calculators off-topic blog blog regulation - seasonal - false fees credit site-problem unanswered - off-topic success regions privacy products loan-vs-line off-topic sign-in unanswered - brokers grants - eligibility',
  },
  bf: {
    en: 'not-lender - fees mca - po inventory scf - sba sole-proprietor regions regions startup credit how-it-works documents speed privacy - lenders unanswered referral lender-join apis - calculators human hours hours founders - contact privacy - blog blog sign-in policy personal policy off-topic off-topic false - unanswered policy eligibility success - language unanswered - products hours not-lender site-problem partners products -',
    fr: 'not-lender - - language unanswered mca po term scf - startup credit how-it-works documents speed - privacy privacy lenders referral lender-join - partners - human hours contact founders careers contact unanswered blog seasonal personal policy policy off-topic off-topic false - unanswered policy eligibility - regions unanswered products success - credit sign-in withdraw - multi contact sole-proprietor hours site-problem referral not-lender',
  },
  bg: {
    en: 'not-lender fees fees mca - term - compare scf sole-proprietor startup eligibility credit regions language how-it-works documents speed - privacy credit - - lender-join apis partners partners - prequalify human hours human contact founders careers contact privacy - - blog success - site-problem sign-in personal off-topic off-topic unanswered policy false - policy off-topic fees credit unanswered eligibility unanswered products others',
    fr: 'not-lender fees - unanswered compare mca - abl inventory sole-proprietor regions startup credit eligibility language how-it-works documents speed - privacy credit - - lender-join apis partners calculators human hours contact contact founders contact contact careers unanswered - unanswered blog - products regions seasonal site-problem sign-in success grants - credit personal off-topic off-topic unanswered false false - policy off-topic - multi',
  },
  bh: {
    en: 'not-lender fees - mca - term po inventory scf abl sole-proprietor regions startup credit eligibility credit multi documents privacy - lenders unanswered - lender-join apis partners - calculators human - contact founders - contact terms-of-service blog blog - policy personal - policy off-topic off-topic unanswered false policy success eligibility equipment sba speed loan-vs-line unanswered sign-up - site-problem privacy equity unanswered',
    fr: 'not-lender fees - sole-proprietor sole-proprietor regions - not-lender unanswered - mca term po abl factoring inventory scf - documents startup eligibility credit credit - data-location privacy lenders lenders referral - apis partners unanswered - human hours contact founders - contact terms-of-service unanswered blog grants multi eligibility regions - policy personal - policy off-topic unanswered false success sign-up nonprofit withdraw urgent',
  },
  bi: {
    en: 'not-lender fees - - - term po compare inventory scf sole-proprietor startup eligibility credit - language multi withdraw documents privacy privacy credit - lender-join - apis partners partners unanswered calculators rates contact - urgent unanswered founders careers contact terms-of-service privacy - blog success unanswered seasonal - products sign-in site-problem personal policy false - policy off-topic credit unanswered - policy regions',
    fr: 'not-lender - language sole-proprietor regions - mca - term - compare inventory scf startup eligibility credit multi documents privacy privacy credit - lender-join - apis partners partners calculators rates contact - contact founders careers contact terms-of-service - seasonal success regions urgent sign-in site-problem grants lenders - credit withdraw products personal policy false - policy off-topic unanswered off-topic nonprofit false factoring',
  },
  bj: {
    en: 'not-lender - mca - term equity sole-proprietor regions startup credit - personal - how-it-works documents privacy success lenders unanswered policy - lender-join apis partners partners unanswered calculators prequalify human - contact off-topic founders - contact terms-of-service privacy unanswered blog unanswered compare inventory scf abl - urgent policy rates - credit application-status withdraw success - off-topic sign-in false regions others off-topic',
    fr: 'not-lender fees - sole-proprietor unanswered - language how-it-works - - products personal - po scf abl startup credit credit policy how-it-works documents - data-location privacy lenders lenders unanswered - lender-join apis partners calculators human - contact off-topic founders careers contact terms-of-service language false unanswered blog seasonal - speed urgent policy unanswered rates fees application-status - off-topic site-problem credit off-topic success',
  },
  bk: {
    en: 'not-lender fees fees - term po compare inventory products off-topic - startup credit - language how-it-works documents speed unanswered - credit lenders unanswered policy referral referral-privacy lender-join apis partners - unanswered - calculators prequalify - contact human - personal careers multi privacy terms-of-service blog - loan-vs-line policy site-problem credit withdraw lenders equipment off-topic regions eligibility rates - products eligibility unanswered',
    fr: 'not-lender fees multi - sole-proprietor unanswered not-lender - po off-topic term abl inventory products unanswered credit unanswered eligibility how-it-works documents - privacy policy credit lenders - lender-join apis partners partners - - - hours hours personal - careers contact terms-of-service policy blog seasonal loan-vs-line site-problem - withdraw credit regions unanswered - unanswered off-topic unanswered grants rates unanswered success referral withdraw',
  },
  bl: {
    en: 'not-lender how-it-works fees fees - term po compare inventory scf sole-proprietor - off-topic startup credit language how-it-works - privacy policy speed lenders - lender-join - partners partners personal calculators contact hours human founders careers contact false unanswered multi - blog loan-vs-line sba site-problem unanswered not-lender credit - - products unanswered success products - urgent off-topic regions - policy others credit',
    fr: 'not-lender fees equipment - sole-proprietor unanswered mca off-topic loan-vs-line - abl inventory scf speed language personal data-location - how-it-works credit credit policy startup referral - apis lenders calculators - contact hours human contact unanswered founders careers - unanswered unanswered - - blog false regions regions partners partners off-topic site-problem how-it-works privacy factoring sba not-lender eligibility multi - regulation success -',
  },
  bm: {
    en: 'not-lender fees fees - - po personal compare sole-proprietor multi startup credit - language policy multi documents privacy data-location privacy lenders false unanswered - lender-join apis partners partners partners off-topic calculators prequalify - hours - founders unanswered policy - contact privacy - blog seasonal unanswered sba inventory scf rates credit site-problem off-topic - site-problem success regions fees credit unanswered -',
    fr: 'not-lender fees sole-proprietor regions language - personal not-lender mca po - - abl policy scf startup credit documents multi data-location privacy off-topic data-location privacy - - lender-join apis false partners partners calculators - hours contact policy founders contact - terms-of-service language blog off-topic grants seasonal multi credit unanswered fees unanswered - site-problem unanswered - false eligibility eligibility success success -',
  },
  bn: {
    en: 'not-lender fees - fees compare - po inventory scf eligibility sole-proprietor startup eligibility credit regions language - documents privacy - unanswered lenders referral lender-join apis - partners unanswered calculators false contact hours human founders unanswered - contact terms-of-service - blog - rates policy - urgent abl unanswered nonprofit sign-in fees credit off-topic false - policy off-topic off-topic - regions site-problem',
    fr: 'not-lender fees - regions language mca mca multi term - inventory compare scf unanswered credit startup eligibility - documents data-location - privacy lenders lenders not-lender not-lender referral lender-join - - calculators personal contact hours human off-topic founders careers contact terms-of-service data-location - seasonal rates false - false policy off-topic off-topic credit - speed unanswered unanswered success site-problem sole-proprietor - nonprofit',
  },
  bo: {
    en: 'not-lender fees fees mca - term sba unanswered sole-proprietor startup eligibility credit - how-it-works documents privacy privacy - referral lender-join apis - unanswered - hours human contact founders - multi unanswered terms-of-service privacy unanswered blog compare inventory scf speed - sign-up unanswered site-problem fees factoring - multi credit unanswered unanswered hours off-topic personal - policy policy unanswered off-topic false -',
    fr: 'not-lender fees regions - sole-proprietor eligibility credit not-lender - mca - term - inventory scf - documents data-location privacy privacy referral lender-join apis - calculators hours - contact founders - multi language terms-of-service blog blog loan-vs-line speed products - sign-up site-problem hours fees factoring credit multi unanswered term - regulation lenders grants off-topic personal - policy policy unanswered off-topic false',
  },
  bp: {
    en: 'not-lender fees fees mca - sole-proprietor startup regions off-topic credit - - documents privacy privacy lenders off-topic lender-join - partners calculators hours - hours policy founders careers - terms-of-service blog blog - policy - - scf how-it-works speed unanswered sba credit not-lender - bot contact lenders - success products policy personal language regulation language unanswered referral unanswered fees site-problem not-lender',
    fr: 'not-lender fees sole-proprietor regions - not-lender mca off-topic po - abl - scf documents - data-location data-location policy privacy privacy how-it-works speed - lender-join - personal partners partners calculators hours human - founders contact off-topic careers - unanswered terms-of-service blog blog policy credit startup eligibility unanswered - lenders fees success - false equity contact sign-up not-lender unanswered fees unanswered referral',
  },
  bq: {
    en: 'not-lender fees - speed - po term personal - inventory scf sole-proprietor startup credit regions policy regions regions how-it-works products - - privacy data-location credit off-topic lenders unanswered lender-join - apis partners unanswered partners unanswered calculators contact - human false founders - multi terms-of-service privacy off-topic blog blog factoring-vs-lending success - products sign-in - credit policy eligibility unanswered mca -',
    fr: 'not-lender fees language mca not-lender - - personal unanswered startup po term - inventory off-topic scf speed documents data-location - credit policy credit contact - human contact - lender-join - apis - partners partners unanswered calculators founders - contact terms-of-service blog off-topic blog seasonal - unanswered products policy unanswered credit privacy withdraw false nonprofit lenders speed off-topic products unanswered human',
  },
  br: {
    en: 'not-lender fees fees - - po compare inventory scf - startup eligibility credit - language multi - privacy privacy lenders unanswered - lender-join apis partners partners calculators partners - hours sign-in founders - contact terms-of-service privacy - blog success personal rates policy - seasonal not-lender withdraw site-problem policy off-topic false - unanswered off-topic policy credit regions equity unanswered eligibility loan-vs-line',
    fr: 'not-lender fees fees - mca po abl - scf - regions startup eligibility - language data-location data-location documents - lenders lenders - lender-join apis partners partners calculators human - contact founders - contact terms-of-service blog blog seasonal unanswered products withdraw loan-vs-line regions site-problem policy personal policy false off-topic off-topic unanswered - off-topic credit sba success fees lenders - eligibility about',
  },
  bs: {
    en: 'not-lender fees - mca compare - po scf eligibility sole-proprietor startup credit regions regions how-it-works documents privacy - credit unanswered lenders referral - - partners partners unanswered calculators speed urgent - hours site-problem founders careers contact terms-of-service - - loan-vs-line unanswered unanswered privacy eligibility language sign-up products withdraw credit others unanswered multi policy personal policy - off-topic unanswered - off-topic',
    fr: 'not-lender fees - regions sole-proprietor unanswered - seasonal mca compare - multi inventory language data-location privacy - - startup how-it-works speed credit - lender-join apis founders careers contact - hours contact - partners partners calculators - regions unanswered eligibility about terms-of-service withdraw credit sba factoring lenders sign-up sign-in site-problem unanswered unanswered term personal policy policy off-topic off-topic unanswered - false',
  },
  bt: {
    en: 'not-lender fees fees mca - - po inventory scf - sole-proprietor startup credit regions language regions how-it-works documents speed privacy - - unanswered application-status referral - lender-join apis unanswered partners partners calculators human hours unanswered contact founders careers contact privacy privacy terms-of-service - site-problem blog sba - multi eligibility - mca sign-up policy personal false - policy off-topic unanswered off-topic',
    fr: 'not-lender fees fees sole-proprietor regions - seasonal - - lenders - po inventory compare scf startup credit eligibility how-it-works documents speed data-location - credit lenders referral - lender-join apis partners partners - human hours contact founders careers contact language terms-of-service - blog site-problem - grants regions rates referral unanswered mca sign-up success policy personal false - policy off-topic unanswered off-topic',
  },
  bu: {
    en: 'not-lender fees - mca - - po unanswered abl sole-proprietor - credit regions language speed how-it-works documents - credit lenders lender-join referral - apis partners partners unanswered calculators hours - contact founders - contact unanswered success terms-of-service privacy - abl policy off-topic personal false off-topic unanswered policy - policy regions - factoring products loan-vs-line privacy unanswered unanswered eligibility others -',
    fr: 'not-lender fees - sole-proprietor regions language mca - inventory po scf - not-lender - startup credit eligibility how-it-works documents urgent data-location - lenders lenders referral - apis partners partners calculators hours human contact founders - contact terms-of-service data-location blog seasonal - policy off-topic personal false unanswered policy - off-topic sign-up nonprofit regions regions products not-lender success - not-lender grants multi',
  },
  bv: {
    en: 'not-lender fees - - - po multi off-topic inventory scf - factoring sole-proprietor startup credit - regions - eligibility how-it-works documents privacy lenders credit policy lenders referral - apis partners partners calculators - human - contact founders careers contact - terms-of-service off-topic unanswered blog site-problem success multi policy - mca regulation credit unanswered sign-in eligibility sign-in false unanswered unanswered eligibility',
    fr: 'not-lender fees equipment - term - off-topic po compare inventory scf sole-proprietor startup credit - - eligibility multi documents data-location data-location privacy - credit lenders - lender-join - false partners calculators contact - founders careers contact - policy terms-of-service blog blog seasonal unanswered unanswered sba success fees factoring equity regions off-topic success unanswered - regulation unanswered off-topic unanswered partners site-problem',
  },
  bw: {
    en: 'not-lender fees fees not-lender mca mca products term po blog abl inventory scf sba factoring rates sole-proprietor startup credit regions language regions eligibility eligibility documents privacy credit privacy referral lender-join apis hours human careers site-problem site-problem others privacy unanswered success about fees policy personal off-topic false unanswered policy policy off-topic - - - - - - - - multi eligibility',
    fr: 'not-lender fees fees language mca mca products term po po abl inventory scf factoring rates sole-proprietor startup credit regions unanswered eligibility eligibility eligibility documents documents data-location privacy credit data-location referral lender-join apis hours contact careers site-problem site-problem language speed about success fees policy personal off-topic false false unanswered policy off-topic - - - - - - - - multi eligibility',
  },
  bx: {
    en: 'not-lender fees fees fees lenders lenders mca mca term po compare products sba unanswered scf rates products urgent multi unanswered equity sole-proprietor startup credit regions regions eligibility equipment language eligibility documents credit privacy privacy referral lender-join apis how-it-works human careers sign-in unanswered contact personal off-topic policy false policy unanswered personal policy - - - - - - - - unanswered',
    fr: 'not-lender fees fees how-it-works lenders lenders mca mca privacy po compare products abl unanswered rates factoring products urgent sole-proprietor startup credit regions eligibility nonprofit unanswered credit eligibility regions documents data-location privacy credit referral lender-join apis language human multi site-problem site-problem personal off-topic policy false policy unanswered personal false - - - - - - - - unanswered multi multi unanswered',
  },
  by: {
    en: 'not-lender fees fees about lenders success mca products po term compare urgent inventory scf rates sba factoring abl equipment equity sole-proprietor startup credit regions regions eligibility regions policy nonprofit documents privacy credit referral lender-join apis hours human careers site-problem site-problem privacy unanswered partners off-topic personal false policy unanswered policy false - - - - - - - - multi privacy',
    fr: 'not-lender fees fees unanswered not-lender success credit mca products term po scf inventory abl rates factoring equipment mca multi term sba sole-proprietor startup credit credit regions eligibility nonprofit regions regions seasonal multi documents data-location privacy referral lender-join unanswered hours language careers language site-problem privacy off-topic personal false policy unanswered policy policy false - - - - - - - -',
  },
  bz: {
    en: 'not-lender fees mca sole-proprietor - policy mca documents fees startup regions privacy referral credit false - term po products hours language unanswered abl - lender-join eligibility off-topic equipment privacy - human scf personal multi apis founders careers policy - multi rates privacy multi - policy unanswered about unanswered success personal - partners products equity sign-in - blog hours unanswered contact',
    fr: 'not-lender fees sole-proprietor - mca policy multi term documents startup credit regions off-topic - products multi seasonal false abl referral data-location - unanswered factoring scf multi human personal inventory lender-join - apis hours policy careers regions site-problem - about about personal privacy rates - loan-vs-line false equipment credit - founders partners nonprofit - equity fees unanswered po po privacy unanswered',
  },
  ca: {
    en: 'greeting fees sole-proprietor unanswered policy policy credit equipment bank-statements credit credit speed personal false site-problem - hours - equipment rates fees referral lender-join apis off-topic - po compare eligibility regions application-status - privacy bot multi regions documents abl policy unanswered eligibility - unanswered unanswered not-lender personal - unanswered multi privacy - human founders startup unanswered others privacy - unanswered off-topic',
    fr: 'not-lender equipment fees sole-proprietor loan-vs-line credit policy policy personal false site-problem - hours data-location documents factoring abl - brokers lender-join apis prequalify speed startup bot site-problem compare fees - off-topic unanswered unanswered unanswered regions regions po unanswered blog privacy sba nonprofit - eligibility personal false - personal-guarantee compare about privacy off-topic language - language regions unanswered policy factoring credit -',
  },
  cb: {
    en: 'greeting not-lender equipment credit sole-proprietor fees startup - policy policy rates credit documents privacy - urgent compare factoring referral lender-join apis - hours site-problem credit false unanswered off-topic po fees eligibility language products - about - blog unanswered multi unanswered mca policy privacy unanswered regions scf products unanswered credit false abl - off-topic eligibility nonprofit unanswered prepayment unanswered off-topic -',
    fr: 'not-lender sole-proprietor fees equipment credit factoring-vs-lending - speed documents privacy data-location - hours personal policy policy startup mca credit referral lender-join apis site-problem language products po false unanswered off-topic regions sba multi fees - blog eligibility inventory - prepayment personal-guarantee about data-location unanswered privacy loan-vs-line - nonprofit - regions apis policy unanswered site-problem greeting unanswered loan-vs-line - products multi sign-in',
  },
  cc: {
    en: 'credit equipment not-lender - equipment policy personal prequalify referral - policy multi founders site-problem unanswered others unanswered credit - false unanswered sole-proprietor unanswered apis - fees off-topic startup - unanswered hours human sign-in off-topic policy unanswered careers po abl eligibility - credit mca loan-vs-line lenders unanswered off-topic unanswered language sign-up - scf unanswered policy urgent - accessibility multi off-topic multi',
    fr: 'unanswered loan-vs-line not-lender referral fees eligibility - personal policy credit - policy contact site-problem data-location eligibility unanswered - false sole-proprietor sba multi unanswered apis documents human mca off-topic - founders products careers site-problem off-topic - factoring fees others unanswered mca po privacy off-topic - site-problem policy unanswered privacy unanswered unanswered abl application-status - unanswered regions - off-topic factoring-vs-lending accessibility urgent',
  },
  cd: {
    en: 'about not-lender fees fees multi sba - startup nonprofit - sole-proprietor unanswered credit privacy privacy equipment compare - po credit - site-problem calculators - lender-join - hours human founders careers personal policy policy false false policy policy others unanswered off-topic off-topic off-topic abl multi inventory scf - urgent prepayment documents multi privacy unanswered unanswered unanswered products greeting multi - regulation',
    fr: 'not-lender fees fees sole-proprietor loan-vs-line unanswered - startup unanswered - sole-proprietor multi unanswered - privacy sba - factoring compare unanswered - site-problem unanswered - lender-join apis hours human founders careers personal policy policy false false policy others unanswered unanswered off-topic off-topic off-topic abl unanswered unanswered scf - urgent withdraw credit unanswered data-location terms-of-service unanswered unanswered products greeting unanswered - personal-guarantee',
  },
  ce: {
    en: 'greeting about fees equipment unanswered sba speed eligibility credit - factoring - mca referral lender-join apis - personal policy false policy others unanswered off-topic off-topic compare products - privacy privacy sign-in site-problem - human hours contact careers founders unanswered loan-vs-line po products unanswered startup abl sole-proprietor - credit unanswered personal off-topic accessibility scf - unanswered unanswered policy off-topic - sign-in',
    fr: 'greeting not-lender fees equipment seasonal sole-proprietor credit - - products mca referral lender-join apis - - personal policy false policy others unanswered off-topic off-topic off-topic products factoring - data-location privacy sign-in site-problem - multi contact careers founders multi loan-vs-line po term inventory startup sba - credit personal policy off-topic accessibility abl compare - sign-in unanswered urgent scf products brokers multi',
  },
  cf: {
    en: 'about not-lender fees fees unanswered unanswered sba equipment compare factoring abl po inventory compare startup eligibility - sole-proprietor - nonprofit - regions regions documents - unanswered credit privacy data-location privacy referral lender-join - hours human site-problem unanswered founders careers - unanswered unanswered how-it-works unanswered greeting multi multi - unanswered unanswered personal policy policy false false policy others unanswered off-topic -',
    fr: 'not-lender not-lender fees fees equipment urgent unanswered factoring-vs-lending factoring mca multi po unanswered sba startup eligibility - sole-proprietor nonprofit - startup multi regions documents - unanswered credit privacy data-location privacy referral lender-join - hours human site-problem site-problem founders careers - unanswered unanswered how-it-works mca greeting multi credit unanswered - language - policy policy false false policy others unanswered off-topic -',
  },
  cg: {
    en: 'not-lender equipment - sole-proprietor eligibility startup credit fees referral lender-join apis - compare - policy personal policy - privacy privacy regions regions eligibility factoring po rates calculators human hours contact founders careers unanswered others false off-topic off-topic personal - unanswered abl unanswered accessibility language multi sign-in - scf - regions unanswered credit unanswered policy unanswered greeting terms-of-service nonprofit - unanswered',
    fr: 'not-lender equipment - sole-proprietor eligibility startup credit fees referral lender-join apis - compare - policy personal policy - privacy privacy data-location regions factoring po rates calculators human hours contact founders careers unanswered others false off-topic off-topic personal - unanswered abl unanswered accessibility - multi sign-in - scf - regions unanswered credit fees policy multi greeting multi nonprofit - unanswered compare',
  },
  ch: {
    en: 'urgent eligibility prequalify factoring-vs-lending - fees unanswered unanswered personal policy contact unanswered nonprofit unanswered unanswered regions - careers lender-join mca policy policy credit multi - false others referral unanswered startup eligibility documents - calculators equity unanswered unanswered rates accessibility po off-topic language not-lender factoring - policy greeting term regions - privacy - abl documents others unanswered false products personal -',
    fr: 'products credit multi factoring-vs-lending - fees unanswered personal policy human unanswered nonprofit eligibility compare regions - careers lender-join mca policy policy credit multi - false others referral startup eligibility documents - calculators equity unanswered unanswered off-topic accessibility po regions not-lender - policy greeting term - data-location - abl documents others multi false products personal - sba language unanswered unanswered scf',
  },
  ci: {
    en: 'greeting loan-vs-line not-lender sole-proprietor unanswered urgent - credit sign-up documents fees policy personal lender-join unanswered - startup data-location unanswered policy policy false language human accessibility compare - eligibility others off-topic multi - unanswered abl founders careers unanswered - credit - scf off-topic personal others privacy products regions unanswered - regions unanswered unanswered policy unanswered unanswered unanswered - unanswered products unanswered',
    fr: 'greeting loan-vs-line not-lender sole-proprietor fees speed - credit referral documents policy personal unanswered unanswered - startup data-location unanswered policy policy false language human accessibility compare - eligibility others off-topic multi - unanswered abl about careers data-location - credit - scf off-topic personal others privacy products regions unanswered - regions unanswered unanswered policy unanswered multi unanswered - fees term unanswered regions',
  },
  cj: {
    en: 'eligibility loan-vs-line credit - fees seasonal human multi policy personal unanswered policy documents multi factoring-vs-lending - mca others site-problem products unanswered calculators - accessibility multi unanswered off-topic unanswered unanswered unanswered regions unanswered false prequalify - privacy - - not-lender careers po others fees unanswered unanswered sole-proprietor - policy unanswered language off-topic privacy unanswered credit products policy unanswered scf - fees',
    fr: 'equipment loan-vs-line language - fees seasonal human multi policy personal unanswered policy documents multi factoring - mca others unanswered products unanswered calculators - accessibility multi unanswered off-topic unanswered unanswered unanswered regions eligibility false credit - data-location - - not-lender careers po others fees unanswered abl sole-proprietor - policy sba language off-topic privacy multi credit products policy unanswered scf - fees',
  },
  ck: {
    en: 'products eligibility - personal unanswered - policy prequalify fees factoring others policy documents - sole-proprietor false careers contact unanswered - human hours nonprofit unanswered lender-join apis off-topic compare credit - site-problem multi accessibility off-topic startup off-topic speed - po policy brokers credit unanswered unanswered - unanswered not-lender abl unanswered others unanswered - rates unanswered factoring sign-in personal unanswered multi -',
    fr: 'about products - personal products fees policy referral sole-proprietor unanswered - others sba unanswered credit multi careers off-topic false language human - nonprofit unanswered mca credit multi policy - data-location privacy prequalify lender-join apis personal off-topic credit factoring - site-problem unanswered rates accessibility others - calculators privacy policy unanswered - unanswered startup off-topic careers unanswered - unanswered brokers unanswered not-lender',
  },
  cl: {
    en: 'speed equipment not-lender - credit sole-proprietor personal multi startup policy fees - products referral privacy contact factoring-vs-lending - abl policy false credit - careers contact regions regions mca unanswered unanswered privacy privacy others unanswered site-problem hours about - personal apis lender-join accessibility unanswered eligibility sign-in unanswered po - off-topic unanswered greeting unanswered unanswered not-lender eligibility - rates credit - unanswered',
    fr: 'speed equipment not-lender - credit sole-proprietor personal multi unanswered policy fees - equipment referral privacy human factoring-vs-lending - abl policy false credit - careers contact regions language mca off-topic multi data-location data-location others unanswered site-problem hours about - personal apis lender-join accessibility unanswered - site-problem unanswered po - off-topic unanswered greeting unanswered multi fees eligibility - credit rates others unanswered',
  },
  cm: {
    en: 'not-lender speed fees fees products sba mca unanswered credit startup sole-proprietor nonprofit documents equipment factoring-vs-lending term regions privacy - - personal policy others policy false unanswered off-topic referral lender-join apis - human accessibility site-problem careers contact multi unanswered sba multi - - privacy - eligibility unanswered regions calculators lenders - credit scf multi off-topic multi - - policy contact unanswered',
    fr: 'not-lender fees fees fees speed sole-proprietor credit unanswered factoring nonprofit eligibility sba documents eligibility privacy data-location - - - - personal policy others policy false site-problem off-topic off-topic brokers lender-join apis - human language accessibility site-problem unanswered careers contact multi multi multi startup compare unanswered eligibility regions language - - privacy lenders unanswered seasonal abl - others fees equipment unanswered',
  },
  cn: {
    en: 'eligibility credit multi not-lender - personal eligibility unanswered policy - speed fees factoring-vs-lending unanswered - others documents - policy unanswered startup mca - false contact - careers unanswered unanswered site-problem success - abl unanswered accessibility unanswered unanswered off-topic unanswered - personal equipment documents unanswered unanswered brokers products sign-in off-topic privacy compare eligibility application-status unanswered calculators sole-proprietor unanswered seasonal apis multi',
    fr: 'eligibility eligibility - personal multi equipment factoring policy - fees unanswered credit others sole-proprietor - factoring unanswered site-problem false - about lender-join compare policy apis - careers unanswered unanswered mca credit - unanswered unanswered po unanswered products - site-problem off-topic site-problem success unanswered regions unanswered personal documents personal-guarantee accessibility - sign-in unanswered inventory off-topic hours scf privacy unanswered abl unanswered',
  },
  co: {
    en: 'speed unanswered - fees equipment false credit startup multi policy - personal sba factoring unanswered bot privacy referral policy mca - others site-problem contact personal nonprofit sole-proprietor unanswered - prequalify off-topic contact unanswered policy accessibility lender-join off-topic - unanswered inventory false unanswered credit off-topic - regions abl fees careers credit privacy language - documents - human urgent false calculators unanswered',
    fr: 'not-lender equipment speed - false sole-proprietor fees multi policy personal human hours mca - unanswered policy others eligibility documents - site-problem privacy unanswered off-topic credit unanswered startup false language - unanswered apis personal regions - false accessibility loan-vs-line multi contact off-topic urgent scf others equipment - multi off-topic rates data-location rates human - unanswered multi - policy success unanswered abl',
  },
  cp: {
    en: 'not-lender products credit fees - multi false sba compare personal seasonal - factoring-vs-lending policy eligibility referral startup false regions urgent compare - hours others privacy unanswered unanswered unanswered credit po - unanswered unanswered about policy site-problem credit - apis off-topic loan-vs-line multi abl false - privacy accessibility unanswered off-topic mca sole-proprietor - off-topic prepayment false unanswered data-location - privacy contact',
    fr: 'not-lender eligibility - false credit multi regions products policy factoring-vs-lending - sba unanswered inventory language unanswered sole-proprietor personal credit - po false mca unanswered equipment others lenders - data-location false unanswered prepayment off-topic multi unanswered - unanswered off-topic accessibility compare policy unanswered - off-topic about factoring false privacy multi privacy - sba success unanswered not-lender language urgent - products privacy',
  },
  // Sets CQ to DL: only their requests for help giving a lender false information are labelled (2026-12-03).
  cq: {
    en: '- - - - - - - - - - - - - - - - - - - - - - - - - - - false',
    fr: '- - - - - - - - - - - - - - - - - - - - - - - false',
  },
  cr: {
    en: '- - - - - - - - - - - - - - - - - - - - - - - false',
    fr: '- - - - - - - - - - - - - false',
  },
  cs: {
    en: '- - - - - - - - - - - - - - - - - - - - - - - - - false - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false',
    fr: '- - - - - - - - - - - - - - - - - - - - - - - - - - - - false',
  },
  ct: {
    en: '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false',
    fr: '- - - - - - - - - - - - - - - - - - - - - - - - - false',
  },
  cu: {
    en: '- - - - - - - - - - - - - - - - - - - - - - - - - - - false - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false',
    fr: '- - - - - - - - - - - - - - - - - - - - - false',
  },
  cv: {
    en: '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false',
    fr: '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false - - - - - - - - - - - - - false - - - - - - false',
  },
  cw: {
    en: '- - - - - - - - - - - - - - - false - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false',
    fr: '- - - - - - - - - - - - false - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false',
  },
  cx: {
    en: '- - - - - - - - - - - - - - - - false',
    fr: '- - - - - - - - - - - - - - - - false - - - - - - - - - - - - - - - - - - false',
  },
  cy: {
    en: '- - - - - - - - - - - - - - - - - - - - - - - false',
    fr: '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false',
  },
  cz: {
    en: '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false',
    fr: '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false',
  },
  da: {
    en: '- - - - - - - - - - - false - - - - - - - - - - - - - - - - - - false',
    fr: '- - - - - - - - - - - - - - false',
  },
  db: {
    en: '- - - - - - - - - - - - - - - - false - - - - - - - - - - - - - - - - - - false',
    fr: '- - - - - - - - - - - - - - - - false - - - - - - - - - - - - - - - - - - false - - - - - - - - - - - - - - - - - - - - - - - false',
  },
  dc: {
    en: '- - - - - - - - - - - - - - - - false - - - - - - - - - - - - - - - - - - - - - - - - false',
    fr: '- - - - - - - - - - - - - - - - false - - - - - - - - - - - - - - - - - - - - - - - false',
  },
  dd: {
    en: '- - - - - - - - - - - - false - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false',
    fr: '- - - - - - - - - - false - - - - - - - - - - - - - - - - - - - - - false',
  },
  de: {
    en: '- - - - - - - - - - false - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false',
    fr: '- - - - - - - - - - - false - - - - - - - - - - - - - - - - - - - - - - - - - false',
  },
  df: {
    en: '- - - - - - - - false - - - - - - - - - false',
    fr: '- - - - - - - - - - false - - - - - - - false',
  },
  dg: {
    en: '- - - - - - - - false - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false - - - - - - false',
    fr: '- - - - - - - - false - - - - - - - - - - - - - - - - - - - - false - - - - - - - - - - - - - - - - false',
  },
  dh: {
    en: '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false - - - - - - false false',
    fr: '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false false - - - - - - false',
  },
  di: {
    en: '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false false false',
    fr: '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false false false',
  },
  dj: {
    en: '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false false false',
    fr: '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false false false',
  },
  dk: {
    en: '- - - - - - - false - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - false',
    fr: '-',
  },
  dl: {
    en: '- - - - - - - - false - - - - - - false',
    fr: '-',
  },
};
