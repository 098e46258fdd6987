import { fold } from './tokenize.js';
import { SENSITIVE_REASONS } from './types.js';
import type { SensitiveSource } from './types.js';

/**
 * The words and rules behind `findSensitiveFields`. All words are folded: lower-case,
 * no diacritics (`contraseña` is written `contrasena`). Languages covered: English,
 * German, French, Spanish, Portuguese, Italian, Dutch; plus the words for password and PIN
 * in Japanese, Chinese and Russian, in keys and labels only (no negation is understood
 * in those languages). Non-ASCII words are written as usual and folded when read.
 *
 * Everything is kept as text and read into sets on first use ({@link lexicon}), so
 * loading the module builds nothing and the bundle carries words, not object literals.
 */

/** Conditions on a rule beyond its words. */
export interface RuleOptions {
  /** Only in these parts of a field (bare `token` or `secret` is too common in prose). */
  sources?: readonly SensitiveSource[];
  /** The rule does not count when one of these words follows it closely (`pin this`). */
  unlessAfter?: ReadonlySet<string>;
  /** The rule does not count when one of these words precedes it closely (`to pin`). */
  unlessBefore?: ReadonlySet<string>;
  /** The rule does not count when the field mentions one of these anywhere (`PIN code` of a postal address). */
  unlessField?: ReadonlySet<string>;
  /** The rule counts only when the field mentions one of these somewhere (an expiry date of a *card*). */
  onlyWithField?: ReadonlySet<string>;
  /** The phrase must be the whole text (`pass` as a key, not `boarding_pass`). */
  alone?: boolean;
}

/** What every rule has: the rank of its reason in `SENSITIVE_REASONS` (lower wins), and its options. */
interface RuleBase {
  rank: number;
  options: RuleOptions;
}

/** A sequence of words, each slot one of several alternatives. */
export interface PhraseRule extends RuleBase {
  slots: readonly ReadonlySet<string>[];
}

/** A word part that gives a compound away (`benutzerpasswort`, `clientsecret`). */
export interface StemRule extends RuleBase {
  stem: string;
  /**
   * `false`: the stem anywhere in a word, the word itself included. `true`: only as
   * the last part of a longer compound (`accesstoken`, not `token` alone, nor `tokens`).
   */
  head: boolean;
}

/** The word lists and rules, as read by {@link lexicon}. */
export interface Lexicon {
  /**
   * Words that may sit between the words of a phrase (`mot de passe`, `clé d'API`,
   * `driver's licence number`), at most {@link MAX_FILLERS} of them.
   */
  fillers: ReadonlySet<string>;
  /**
   * Words that turn a secret into talk about it: `password hint`, `token count`,
   * `API key name`, `private key path`. Checked right after the match.
   */
  modifiersAfter: ReadonlySet<string>;
  /** Words that do the same from before the match, with only fillers between: `max tokens`, `longueur du mot de passe`. */
  modifiersBefore: ReadonlySet<string>;
  /** Words that deny what follows: `not your password`, `ohne PIN`, `sans mot de passe`. */
  negations: ReadonlySet<string>;
  /** Words that join the items of a list (`or`, `und`): a negation before the list covers each item. */
  conjunctions: ReadonlySet<string>;
  /**
   * Phrases indexed by their first word, so each word of a text costs one Map lookup
   * plus the few phrases that start with it: linear in the text.
   */
  phrases: ReadonlyMap<string, readonly PhraseRule[]>;
  /** Every stem rule, in the order written. */
  stems: readonly StemRule[];
}

/** The most filler words allowed between two words of a phrase. */
export const MAX_FILLERS = 2;
/** How many words after a match the `modifiersAfter` are looked for. */
export const MODIFIER_WINDOW_AFTER = 2;
/** How many words before a match the `modifiersBefore` are looked for. */
export const MODIFIER_WINDOW_BEFORE = 3;
/** How many words before a match a negation is looked for (within the sentence). */
export const NEGATION_WINDOW = 5;
/** How many earlier items of a list a negation may stand before (`not your name, phone number, pin`). */
export const NEGATED_LIST_ITEMS = 4;

// Modifier words that count both after and before a match.
const MODIFIERS =
  'hint reminder policy length strength rules requirements complexity limit count ' +
  'hinweis richtlinie lange starke indice politique longueur ' +
  'pista politica longitud dica comprimento lunghezza suggerimento lengte beleid';

const CARD = 'card carte tarjeta cartao carta karte kaart';
const NUMBER = 'number no nr num numero nummer';
const KEY = 'key schlussel cle clave chave chiave sleutel';
const CODE = 'code codes codigo codice token pin number';

/**
 * Every rule, one a line. `#reason` starts the rules of a reason; the reason's rank
 * in `SENSITIVE_REASONS` decides between matches. A line is a phrase, its slots
 * separated by `/` and each slot's alternatives by spaces (`mot/passe`); or, after
 * `*`, stems found anywhere in a word (`benutzerpasswort`); or, after `^`, stems
 * found only as the head of a longer compound (`accesstoken`, not `token`). A leading
 * `!n` gives the rule the options numbered n in `readOptions`:
 *
 * 1. card expiry: only with a card in the same field, since documents and plans expire too;
 * 2. and 3. PINs: India's postal "PIN code" and the verb "to pin" are not;
 * 4. a bare "token" is too common in prose ("each token costs…") to trust in a description;
 * 5. a bare "secret" is common in prose ("kept secret"), so only in a key or label;
 * 6. and 7. `pw`, `pass`: only in a key, and `pass` only as the whole key.
 * Words are separated by single spaces.
 */
const RULES = `#otp
otp totp hotp
one/time/password passcode code pin token key
2/fa
two/factor step/${CODE}
mfa/${CODE}
verification authentication auth sms/code codes
recovery backup/code codes
code codigo codice/verification verificacion verificacao verifica autenticacion authentification autenticacao autenticazione
mot/passe/usage/unique
code/usage/unique
contrasena codigo clave/un/solo/uso
senha codigo/uso/unico
password codice/monouso
eenmalige eenmalig/code wachtwoord toegangscode
einmal/passwort kennwort code
*verificationcode verifizierungscode verificatiecode authentifizierungscode einmalpasswort einmalkennwort einmalcode onetimepassword onetimecode
#card-security-code
cvv cvc cvn cryptogramme
security/code
card/verification security/code value number
verification/value
code codigo codice/securite seguridad seguranca sicurezza
*cvv cvc securitycode sicherheitscode beveiligingscode veiligheidscode kartenprufnummer
#card-expiry
!1expiry expiration exp expires vencimiento caducidad validade scadenza vervaldatum ablaufdatum
!1valid gultig/thru through until bis
!1mm/yy yyyy aa jj
*cardexp ccexp
#pin
!2pin pincode pinnummer pinnumber pinnr geheimzahl geheimnummer
!3personal/identification/number
!4*暗証番号
#private-key
private privater prive priv/${KEY}
${KEY}/privee privada privata
seed recovery mnemonic wallet/phrase words sentence
wallet/seed
mnemonic
*privatekey privkey privatkey privesleutel seedphrase recoveryphrase wiederherstellungsphrase
#api-key
api/${KEY}
${KEY}/api
access/key
*apikey apischlussel apisleutel accesskey
#token
!4token
access refresh bearer auth authentication authorization session oauth id api personal github gitlab slack bot csrf reset/token
jeton/acces authentification api connexion
bearer jwt
session/cookie id
authorization/header
^token
#secret
!5secret secreto secreta segredo segreto segreta secrete geheim geheimnis
client app api webhook signing shared consumer/secret
secret/${KEY} access
${KEY}/secreta secreto secrete segreta
geheime geheimer/${KEY}
security secret/answer
^secret
*secretkey secretaccesskey
#password
pwd mdp senha senhas credential credentials creds zugangsdaten
pass/word phrase
!6pw
!7pass
!6user db database login admin root smtp ftp mail email account wifi/pass
mot/passe
palavra/passe
parola/ordine
access/code
clave code codigo codice/acceso acces accesso acesso
*password passwort passwd kennwort wachtwoord passphrase passcode contrasena motdepasse toegangscode zugangscode
!4*パスワード 密码 密碼 пароль
#card-number
${CARD}/${NUMBER}
numero nr/carte tarjeta cartao carta kaart
credit debit kredit bank payment/${CARD}
${CARD}/credit debit credito debito bancaire bancaria bancario paiement pago pagamento
cc/${NUMBER}
*cardnumber cardnum creditcard debitcard kartennummer kreditkarte kaartnummer ccnumber ccnum
#bank-account
iban clabe
bank/account
account routing/${NUMBER}
sort/code
numero/compte cuenta conta conto
compte cuenta conta conto/bancaire bancaria bancario
*kontonummer bankkonto rekeningnummer bankrekening accountnumber routingnumber bankaccount
#national-id
ssn itin dni nif cpf nir bsn aadhaar curp
social/security
social national/insurance/number
national/id identity identification
tax taxpayer/id identification number
passport/${NUMBER}
numero/passeport pasaporte passaporte passaporto
driver drivers driving/license licence/${NUMBER}
driver drivers driving/license licence
securite seguridad seguranca sicurezza/sociale social
codice/fiscale
steuer/id identifikationsnummer nummer
*sozialversicherung steueridentifikation steuernummer ausweisnummer burgerservicenummer socialsecurity paspoortnummer reisepassnummer passnummer`;

function split(list: string): string[] {
  // Only the few non-ASCII words need folding (`パスワード` is compared as `ハスワート`).
  return list.split(' ').map((word) => (/[^\0-\x7f]/.test(word) ? fold(word) : word));
}

function words(list: string): ReadonlySet<string> {
  return new Set(split(list));
}

/** The options a rule line names with `!n` (index 0: none). */
function readOptions(): RuleOptions[] {
  const key: readonly SensitiveSource[] = ['key'];
  const keyAndLabel: readonly SensitiveSource[] = ['key', 'label'];
  // Words that make an expiry date a card's.
  const cardContext = words(`${CARD} cc credit debit creditcard kreditkarte visa mastercard amex cvv cvc`);
  // Words that make a "PIN code" an Indian postal code (or say it is not about a PIN at all).
  const postalContext = words(
    'postal postcode zip zipcode city town village district locality area address delivery shipping india ' +
      'postleitzahl plz stadt ville ciudad cidade citta stad cep cap',
  );
  return [
    {},
    { onlyWithField: cardContext },
    {
      unlessField: postalContext,
      // Objects of the verb "to pin": `pin this message`.
      unlessAfter: words('this it them that message messages post chat conversation tab thread item note comment location'),
      unlessBefore: words('to'),
    },
    { unlessField: postalContext },
    { sources: keyAndLabel },
    { sources: keyAndLabel, unlessAfter: words('question santa') },
    { sources: key },
    { sources: key, alone: true },
  ];
}

function read(): Lexicon {
  const options = readOptions();
  const phrases = new Map<string, PhraseRule[]>();
  const stems: StemRule[] = [];
  let rank = 0;
  for (let line of RULES.split('\n')) {
    if (line[0] === '#') {
      rank = SENSITIVE_REASONS.indexOf(line.slice(1) as (typeof SENSITIVE_REASONS)[number]);
      continue;
    }
    let ruleOptions = options[0] as RuleOptions;
    if (line[0] === '!') {
      ruleOptions = options[Number(line[1])] as RuleOptions;
      line = line.slice(2);
    }
    if (line[0] === '*' || line[0] === '^') {
      for (const stem of split(line.slice(1))) stems.push({ rank, stem, head: line[0] === '^', options: ruleOptions });
      continue;
    }
    const rule: PhraseRule = { rank, slots: line.split('/').map(words), options: ruleOptions };
    for (const word of rule.slots[0] ?? []) {
      const list = phrases.get(word);
      if (list === undefined) phrases.set(word, [rule]);
      else list.push(rule);
    }
  }
  return {
    fillers: words(
      'a an the of for your my s ' +
        'de d du des la le l les au aux votre ' +
        'del della dell delle dello di da do dos das el lo los al su sua seu tu ' +
        'der die den dem von ihr ihre ihres ' +
        'van het een uw je',
    ),
    modifiersAfter: words(
      `${MODIFIERS} hints policies rule requirement expiry expiration expires age manager less protected protection ` +
        'limits budget usage type format name label id path file filename location url uri endpoint ' +
        'holder owner inhaber titulaire titular titolare houder ' +
        'erinnerung typ promemoria tipo herinnering',
    ),
    modifiersBefore: words(`${MODIFIERS} max maximum min minimum forgot forgotten`),
    negations: words(
      'not no never without dont doesnt cannot cant ' +
        'nicht kein keine keinen keinem keiner nie niemals ohne ' +
        'ne pas jamais sans aucun aucune ' +
        'nunca sin ningun ninguna nao sem nenhum nenhuma ' +
        'non mai senza nessun nessuna ' +
        'niet geen nooit zonder',
    ),
    conjunctions: words('or and nor oder und noch ou et ni o y e u of en'),
    phrases,
    stems,
  };
}

let cached: Lexicon | undefined;

/** The word lists and rules, read from their text on the first call. */
export function lexicon(): Lexicon {
  return (cached ??= read());
}
