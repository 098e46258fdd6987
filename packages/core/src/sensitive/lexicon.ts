import type { SensitiveReason, SensitiveSource } from './types.js';

/**
 * The words and rules behind `findSensitiveFields`. All words are folded: lower-case,
 * no diacritics (`contraseña` is written `contrasena`). Languages covered: English,
 * German, French, Spanish, Portuguese, Italian, Dutch.
 */

/** A sequence of words, each slot one of several alternatives. */
export interface PhraseRule {
  kind: 'phrase';
  reason: SensitiveReason;
  slots: readonly ReadonlySet<string>[];
  options: RuleOptions;
}

/** A word part that gives a compound away (`benutzerpasswort`, `clientsecret`). */
export interface StemRule {
  kind: 'stem';
  reason: SensitiveReason;
  stem: string;
  /**
   * `anywhere`: the stem anywhere in a word, the word itself included. `head`: only as
   * the last part of a longer compound (`accesstoken`, not `token` alone, nor `tokens`).
   */
  at: 'anywhere' | 'head';
  options: RuleOptions;
}

/** Conditions on a rule beyond its words. */
export interface RuleOptions {
  /** Only in these parts of a field (bare `token` or `secret` is too common in prose). */
  sources?: readonly SensitiveSource[];
  /** The rule does not count when one of these words follows it closely (`pin this`). */
  unlessAfter?: ReadonlySet<string>;
  /** The rule does not count when one of these words precedes it closely (`to pin`). */
  unlessBefore?: ReadonlySet<string>;
  /** The rule does not count when the field mentions one of these anywhere (a postal "PIN code"). */
  unlessField?: ReadonlySet<string>;
  /** The rule counts only when the field mentions one of these somewhere (an expiry date of a *card*). */
  onlyWithField?: ReadonlySet<string>;
  /** The phrase must be the whole text (`pass` as a key, not `boarding_pass`). */
  alone?: boolean;
}

/** Any rule. */
export type Rule = PhraseRule | StemRule;

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(' ').filter((word) => word !== ''));
}

function phrase(reason: SensitiveReason, slots: readonly string[], options: RuleOptions = {}): PhraseRule {
  return { kind: 'phrase', reason, slots: slots.map(words), options };
}

function stems(reason: SensitiveReason, list: string, at: StemRule['at'] = 'anywhere', options: RuleOptions = {}): StemRule[] {
  return [...words(list)].map((stem) => ({ kind: 'stem', reason, stem, at, options }));
}

/**
 * Words that may sit between the words of a phrase (`mot de passe`, `clé d'API`,
 * `driver's licence number`), at most {@link MAX_FILLERS} of them.
 */
export const FILLERS = words(
  'a an the of for your my s ' +
    'de d du des la le l les au aux votre ' +
    'del della dell delle dello di da do dos das el lo los al su sua seu tu ' +
    'der die den dem von ihr ihre ihres ' +
    'van het een uw je',
);
/** The most filler words allowed between two words of a phrase. */
export const MAX_FILLERS = 2;

/**
 * Words that turn a secret into talk about it: `password hint`, `token count`,
 * `API key name`, `private key path`. Checked right after the match.
 */
export const MODIFIERS_AFTER = words(
  'hint hints reminder policy policies length strength rule rules requirement requirements complexity ' +
    'expiry expiration expires age manager less protected protection ' +
    'count limit limits budget usage type format name label id path file filename location url uri endpoint ' +
    'holder owner inhaber titulaire titular titolare houder ' +
    'hinweis erinnerung richtlinie lange starke typ ' +
    'indice politique longueur ' +
    'pista politica longitud dica comprimento lunghezza suggerimento promemoria tipo ' +
    'lengte beleid herinnering',
);
/** Words that do the same from before the match, with only fillers between: `max tokens`, `longueur du mot de passe`. */
export const MODIFIERS_BEFORE = words(
  'hint reminder policy length strength rules requirements complexity max maximum min minimum limit count ' +
    'forgot forgotten ' +
    'hinweis richtlinie lange starke ' +
    'indice politique longueur ' +
    'pista politica longitud dica comprimento lunghezza suggerimento ' +
    'lengte beleid',
);
/** How many words after a match {@link MODIFIERS_AFTER} are looked for. */
export const MODIFIER_WINDOW_AFTER = 2;
/** How many words before a match {@link MODIFIERS_BEFORE} are looked for. */
export const MODIFIER_WINDOW_BEFORE = 3;

/** Words that deny what follows: `not your password`, `ohne PIN`, `sans mot de passe`. */
export const NEGATIONS = words(
  'not no never without dont doesnt cannot cant ' +
    'nicht kein keine keinen keinem keiner nie niemals ohne ' +
    'ne pas jamais sans aucun aucune ' +
    'nunca sin ningun ninguna nao sem nenhum nenhuma ' +
    'non mai senza nessun nessuna ' +
    'niet geen nooit zonder',
);
/** How many words before a match a {@link NEGATIONS} word is looked for (within the sentence). */
export const NEGATION_WINDOW = 5;

const CARD = 'card carte tarjeta cartao carta karte kaart';
/** Words before a card word: `credit card`, `bank card`. */
const CREDIT_BEFORE = 'credit debit kredit bank payment';
/** Words after a card word: `carte de crédit`, `tarjeta bancaria`. */
const CREDIT_AFTER = 'credit debit credito debito bancaire bancaria bancario paiement pago pagamento';
const NUMBER = 'number no nr num numero nummer';
const KEY = 'key schlussel cle clave chave chiave sleutel';
const CODE = 'code codes codigo codice token pin number';
const KEY_AND_LABEL: readonly SensitiveSource[] = ['key', 'label'];

/** Words that make an expiry date a card's. */
const CARD_CONTEXT = words(`${CARD} cc credit debit creditcard kreditkarte visa mastercard amex cvv cvc`);
/** Words that make a "PIN code" an Indian postal code (or say it is not about a PIN at all). */
const POSTAL_CONTEXT = words(
  'postal postcode zip zipcode city town village district locality area address delivery shipping india ' +
    'postleitzahl plz stadt ville ciudad cidade citta stad cep cap',
);
/** Objects of the verb "to pin": `pin this message`. */
const PIN_OBJECTS = words('this it them that message messages post chat conversation tab thread item note comment location');

/** Every rule, in no particular order: the reason's rank in `SENSITIVE_REASONS` decides between matches. */
export const RULES: readonly Rule[] = [
  // One-time and 2FA codes.
  phrase('otp', ['otp totp hotp']),
  phrase('otp', ['one', 'time', 'password passcode code pin token key']),
  phrase('otp', ['2', 'fa']),
  phrase('otp', ['two', 'factor step', CODE]),
  phrase('otp', ['mfa', CODE]),
  phrase('otp', ['verification authentication auth sms', 'code codes']),
  phrase('otp', ['recovery backup', 'code codes']),
  phrase('otp', [
    'code codigo codice',
    'verification verificacion verificacao verifica autenticacion authentification autenticacao autenticazione',
  ]),
  phrase('otp', ['mot', 'passe', 'usage', 'unique']),
  phrase('otp', ['code', 'usage', 'unique']),
  phrase('otp', ['contrasena codigo clave', 'un', 'solo', 'uso']),
  phrase('otp', ['senha codigo', 'uso', 'unico']),
  phrase('otp', ['password codice', 'monouso']),
  phrase('otp', ['eenmalige eenmalig', 'code wachtwoord toegangscode']),
  phrase('otp', ['einmal', 'passwort kennwort code']),
  ...stems('otp', 'verificationcode verifizierungscode verificatiecode authentifizierungscode einmalpasswort einmalkennwort einmalcode onetimepassword onetimecode'),

  // Card security codes.
  phrase('card-security-code', ['cvv cvc cvn cryptogramme']),
  phrase('card-security-code', ['security', 'code']),
  phrase('card-security-code', ['card', 'verification security', 'code value number']),
  phrase('card-security-code', ['verification', 'value']),
  phrase('card-security-code', ['code codigo codice', 'securite seguridad seguranca sicurezza']),
  ...stems('card-security-code', 'cvv cvc securitycode sicherheitscode beveiligingscode veiligheidscode kartenprufnummer'),

  // Card expiry: only with a card in the same field, since documents and plans expire too.
  phrase('card-expiry', ['expiry expiration exp expires vencimiento caducidad validade scadenza vervaldatum ablaufdatum'], {
    onlyWithField: CARD_CONTEXT,
  }),
  phrase('card-expiry', ['valid gultig', 'thru through until bis'], { onlyWithField: CARD_CONTEXT }),
  phrase('card-expiry', ['mm', 'yy yyyy aa jj'], { onlyWithField: CARD_CONTEXT }),
  ...stems('card-expiry', 'cardexp ccexp'),

  // PINs. India's postal "PIN code" and the verb "to pin" are not.
  phrase('pin', ['pin pincode pinnummer pinnumber pinnr geheimzahl geheimnummer'], {
    unlessField: POSTAL_CONTEXT,
    unlessAfter: PIN_OBJECTS,
    unlessBefore: words('to'),
  }),
  phrase('pin', ['personal', 'identification', 'number'], { unlessField: POSTAL_CONTEXT }),

  // Private keys and wallet seeds.
  phrase('private-key', ['private privater prive', KEY]),
  phrase('private-key', [KEY, 'privee privada privata']),
  phrase('private-key', ['seed recovery mnemonic wallet', 'phrase words sentence']),
  phrase('private-key', ['mnemonic']),
  ...stems('private-key', 'privatekey privatkey privesleutel seedphrase recoveryphrase wiederherstellungsphrase'),

  // API and access keys.
  phrase('api-key', ['api', KEY]),
  phrase('api-key', [KEY, 'api']),
  phrase('api-key', ['access', 'key']),
  ...stems('api-key', 'apikey apischlussel apisleutel accesskey'),

  // Tokens. A bare "token" is too common in prose ("each token costs…") to trust in a description.
  phrase('token', ['token'], { sources: KEY_AND_LABEL }),
  phrase('token', [
    'access refresh bearer auth authentication authorization session oauth id api personal github gitlab slack bot csrf reset',
    'token',
  ]),
  phrase('token', ['jeton', 'acces authentification api connexion']),
  phrase('token', ['bearer jwt']),
  phrase('token', ['session', 'cookie id']),
  phrase('token', ['authorization', 'header']),
  { kind: 'stem', reason: 'token', stem: 'token', at: 'head', options: {} },

  // Secrets. A bare "secret" is common in prose ("kept secret"), so only in a key or label.
  phrase('secret', ['secret secreto secreta segredo segreto segreta secrete geheim geheimnis'], {
    sources: KEY_AND_LABEL,
    unlessAfter: words('question santa'),
  }),
  phrase('secret', ['client app api webhook signing shared consumer', 'secret']),
  phrase('secret', ['secret', `${KEY} access`]),
  phrase('secret', [KEY, 'secreta secreto secrete segreta']),
  phrase('secret', ['geheime geheimer', KEY]),
  phrase('secret', ['security secret', 'answer']),
  { kind: 'stem', reason: 'secret', stem: 'secret', at: 'head', options: {} },
  ...stems('secret', 'secretkey secretaccesskey'),

  // Passwords.
  phrase('password', ['pwd mdp senha senhas credential credentials zugangsdaten']),
  phrase('password', ['pw'], { sources: ['key'] }),
  phrase('password', ['pass'], { sources: ['key'], alone: true }),
  phrase('password', ['user db database login admin root smtp ftp mail email account wifi', 'pass'], { sources: ['key'] }),
  phrase('password', ['mot', 'passe']),
  phrase('password', ['palavra', 'passe']),
  phrase('password', ['parola', 'ordine']),
  phrase('password', ['access', 'code']),
  phrase('password', ['clave code codigo codice', 'acceso acces accesso acesso']),
  ...stems('password', 'password passwort passwd kennwort wachtwoord passphrase passcode contrasena motdepasse toegangscode zugangscode'),

  // Card numbers.
  phrase('card-number', [CARD, NUMBER]),
  phrase('card-number', ['numero nr', 'carte tarjeta cartao carta kaart']),
  phrase('card-number', [CREDIT_BEFORE, CARD]),
  phrase('card-number', [CARD, CREDIT_AFTER]),
  phrase('card-number', ['cc', NUMBER]),
  ...stems('card-number', 'cardnumber cardnum creditcard debitcard kartennummer kreditkarte kaartnummer ccnumber ccnum'),

  // Bank accounts.
  phrase('bank-account', ['iban clabe']),
  phrase('bank-account', ['bank', 'account']),
  phrase('bank-account', ['account routing', NUMBER]),
  phrase('bank-account', ['sort', 'code']),
  phrase('bank-account', ['numero', 'compte cuenta conta conto']),
  phrase('bank-account', ['compte cuenta conta conto', 'bancaire bancaria bancario']),
  ...stems('bank-account', 'kontonummer bankkonto rekeningnummer bankrekening accountnumber routingnumber bankaccount'),

  // National identity numbers.
  phrase('national-id', ['ssn dni nif cpf nir bsn aadhaar curp']),
  phrase('national-id', ['social', 'security']),
  phrase('national-id', ['social national', 'insurance', 'number']),
  phrase('national-id', ['national', 'id identity identification']),
  phrase('national-id', ['tax taxpayer', 'id identification number']),
  phrase('national-id', ['passport', NUMBER]),
  phrase('national-id', ['numero', 'passeport pasaporte passaporte passaporto']),
  phrase('national-id', ['driver drivers driving', 'license licence', NUMBER]),
  phrase('national-id', ['securite seguridad seguranca sicurezza', 'sociale social']),
  phrase('national-id', ['codice', 'fiscale']),
  phrase('national-id', ['steuer', 'id identifikationsnummer nummer']),
  ...stems('national-id', 'sozialversicherung steueridentifikation steuernummer ausweisnummer burgerservicenummer socialsecurity paspoortnummer reisepassnummer passnummer'),
];
