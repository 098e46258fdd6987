import { describe, expect, it } from 'vitest';
import type { FieldModel, FormModel } from '../schema/types.js';
import { findSensitiveFields, isSensitiveField, matchSensitiveField, matchSensitiveText } from './find-sensitive-fields.js';
import type { SensitiveReason, SensitiveSource } from './types.js';

function textField(key: string, label = key, description?: string): FieldModel {
  return description === undefined ? { kind: 'text', key, label, required: false } : { kind: 'text', key, label, description, required: false };
}

function modelOf(...fields: FieldModel[]): FormModel {
  return { fields, issues: [], renderable: true };
}

type Expected = [SensitiveReason, SensitiveSource, string] | undefined;
type Case = [key: string, label: string | undefined, description: string | undefined, expected: Expected];

// Positive cases: [key, label (default: the key), description, [reason, source, matched]].
const POSITIVE: Case[] = [
  // Passwords, in every language.
  ['password', undefined, undefined, ['password', 'key', 'password']],
  ['new_password', undefined, undefined, ['password', 'key', 'password']],
  ['userPassword', undefined, undefined, ['password', 'key', 'password']],
  ['passwd', undefined, undefined, ['password', 'key', 'passwd']],
  ['pwd', undefined, undefined, ['password', 'key', 'pwd']],
  ['pw', 'Your PW', undefined, ['password', 'key', 'pw']],
  ['db_pass', undefined, undefined, ['password', 'key', 'db pass']],
  ['pass', 'Pass', undefined, ['password', 'key', 'pass']],
  ['wallet_passphrase', undefined, undefined, ['password', 'key', 'passphrase']],
  ['device', 'Device passcode', undefined, ['password', 'label', 'passcode']],
  ['f1', 'Passwort', undefined, ['password', 'label', 'passwort']],
  ['f2', 'Benutzerkennwort', undefined, ['password', 'label', 'kennwort']],
  ['f3', 'Mot de passe', undefined, ['password', 'label', 'mot de passe']],
  ['f4', 'Nueva contraseña', undefined, ['password', 'label', 'contraseña']],
  ['f5', 'Senha', undefined, ['password', 'label', 'senha']],
  ['f6', 'Palavra-passe', undefined, ['password', 'label', 'palavra passe']],
  ['f7', 'Wachtwoord', undefined, ['password', 'label', 'wachtwoord']],
  ['f8', "Code d'accès", undefined, ['password', 'label', 'code d accès']],
  ['f9', 'Clave de acceso', undefined, ['password', 'label', 'clave de acceso']],
  // Look-alikes and invisible characters do not hide a password.
  ['ｐａｓｓｗｏｒｄ', undefined, undefined, ['password', 'key', 'password']],
  ['f10', 'Pass\u200Bword', undefined, ['password', 'label', 'password']],
  ['f11', 'P\u0430ssw\u043erd', undefined, ['password', 'label', 'p\u0430ssw\u043erd']],
  // PINs.
  ['pin', undefined, undefined, ['pin', 'key', 'pin']],
  ['f12', 'PIN-Code', undefined, ['pin', 'label', 'pin']],
  ['f13', 'Code PIN de la carte', undefined, ['pin', 'label', 'pin']],
  ['f14', 'Geheimzahl', undefined, ['pin', 'label', 'geheimzahl']],
  ['value', 'Value', 'Your online banking PIN', ['pin', 'description', 'pin']],
  // API keys, tokens, secrets, private keys.
  ['apiKey', undefined, undefined, ['api-key', 'key', 'api key']],
  ['x-api-key', undefined, undefined, ['api-key', 'key', 'api key']],
  ['OPENAI_APIKEY', undefined, undefined, ['api-key', 'key', 'apikey']],
  ['f15', 'API-Schlüssel', undefined, ['api-key', 'label', 'api schlüssel']],
  ['f16', "Clé d'API", undefined, ['api-key', 'label', 'clé d api']],
  ['f17', 'Chiave API', undefined, ['api-key', 'label', 'chiave api']],
  ['access_token', undefined, undefined, ['token', 'key', 'access token']],
  ['refreshToken', undefined, undefined, ['token', 'key', 'refresh token']],
  ['f18', 'Bearer token', undefined, ['token', 'label', 'bearer token']],
  ['f19', 'Zugriffstoken', undefined, ['token', 'label', 'token']],
  ['f20', "Jeton d'accès", undefined, ['token', 'label', 'jeton d accès']],
  ['token', 'Token', undefined, ['token', 'key', 'token']],
  ['client_secret', undefined, undefined, ['secret', 'key', 'client secret']],
  ['webhookSecret', undefined, undefined, ['secret', 'key', 'webhook secret']],
  ['f21', 'Clave secreta', undefined, ['secret', 'label', 'clave secreta']],
  ['privateKey', undefined, undefined, ['private-key', 'key', 'private key']],
  ['f22', 'Clé privée', undefined, ['private-key', 'label', 'clé privée']],
  ['f23', 'Recovery phrase', 'The 24 words of your wallet', ['private-key', 'label', 'recovery phrase']],
  // One-time codes win over the password they contain.
  ['otp', undefined, undefined, ['otp', 'key', 'otp']],
  ['f24', 'One-time password', undefined, ['otp', 'label', 'one time password']],
  ['f25', '2FA code', undefined, ['otp', 'label', '2 fa']],
  ['f26', 'Verification code', undefined, ['otp', 'label', 'verification code']],
  ['f27', 'Code de vérification', undefined, ['otp', 'label', 'code de vérification']],
  ['f28', 'Código de verificação', undefined, ['otp', 'label', 'código de verificação']],
  ['f29', 'Codice di verifica', undefined, ['otp', 'label', 'codice di verifica']],
  ['f30', 'Verificatiecode', undefined, ['otp', 'label', 'verificatiecode']],
  ['f31', 'Mot de passe à usage unique', undefined, ['otp', 'label', 'mot de passe à usage unique']],
  ['f32', 'Einmalpasswort', undefined, ['otp', 'label', 'einmalpasswort']],
  // Payment cards.
  ['card_number', undefined, undefined, ['card-number', 'key', 'card number']],
  ['ccNumber', undefined, undefined, ['card-number', 'key', 'cc number']],
  ['f33', 'Credit card', undefined, ['card-number', 'label', 'credit card']],
  ['f34', 'Numéro de carte', undefined, ['card-number', 'label', 'numéro de carte']],
  ['f35', 'Número de tarjeta', undefined, ['card-number', 'label', 'número de tarjeta']],
  ['f36', 'Numero della carta di credito', undefined, ['card-number', 'label', 'numero della carta']],
  ['f37', 'Cartão de crédito', undefined, ['card-number', 'label', 'cartão de crédito']],
  ['f38', 'Kreditkartennummer', undefined, ['card-number', 'label', 'kartennummer']],
  ['f39', 'Kaartnummer', undefined, ['card-number', 'label', 'kaartnummer']],
  ['cvv', undefined, undefined, ['card-security-code', 'key', 'cvv']],
  ['cardCvc2', undefined, undefined, ['card-security-code', 'key', 'cvc']],
  ['f40', 'Security code', undefined, ['card-security-code', 'label', 'security code']],
  ['f41', 'Código de seguridad', undefined, ['card-security-code', 'label', 'código de seguridad']],
  ['f42', 'Cryptogramme visuel', undefined, ['card-security-code', 'label', 'cryptogramme']],
  ['cc_exp', undefined, undefined, ['card-expiry', 'key', 'exp']],
  ['f43', 'Expiry date', 'As printed on your card', ['card-expiry', 'label', 'expiry']],
  ['f44', 'Credit card expiry', undefined, ['card-expiry', 'label', 'expiry']],
  // Bank accounts.
  ['iban', undefined, undefined, ['bank-account', 'key', 'iban']],
  ['f45', 'Routing number', undefined, ['bank-account', 'label', 'routing number']],
  ['f46', 'Kontonummer', undefined, ['bank-account', 'label', 'kontonummer']],
  ['f47', 'Numéro de compte', undefined, ['bank-account', 'label', 'numéro de compte']],
  ['f48', 'Cuenta bancaria', undefined, ['bank-account', 'label', 'cuenta bancaria']],
  ['f49', 'Rekeningnummer', undefined, ['bank-account', 'label', 'rekeningnummer']],
  // National identity numbers.
  ['ssn', undefined, undefined, ['national-id', 'key', 'ssn']],
  ['f50', 'Social Security Number', undefined, ['national-id', 'label', 'social security']],
  ['f51', 'Numéro de sécurité sociale', undefined, ['national-id', 'label', 'sécurité sociale']],
  ['f52', 'Sozialversicherungsnummer', undefined, ['national-id', 'label', 'sozialversicherung']],
  ['f53', 'Steuer-ID', undefined, ['national-id', 'label', 'steuer id']],
  ['f54', 'Codice fiscale', undefined, ['national-id', 'label', 'codice fiscale']],
  ['f55', 'Burgerservicenummer (BSN)', undefined, ['national-id', 'label', 'burgerservicenummer']],
  ['f56', 'CPF', undefined, ['national-id', 'label', 'cpf']],
  ['f57', "Driver's license number", undefined, ['national-id', 'label', 'driver s license number']],
];

// Negative cases: ordinary fields that share letters or words with secrets.
const NEGATIVE: Case[] = [
  ['name', 'Name', undefined, undefined],
  ['email', 'E-mail', 'Where we send the receipt', undefined],
  ['username', 'Username', 'Your login name, not your password', undefined],
  ['userId', 'User ID', undefined, undefined],
  ['loginName', 'Login name', undefined, undefined],
  ['keyboard', 'Keyboard layout', undefined, undefined],
  ['monkey', 'Favourite monkey', undefined, undefined],
  ['keyword', 'Keyword', undefined, undefined],
  ['palabra', 'Palabra clave', undefined, undefined],
  ['parola', 'Parola chiave', undefined, undefined],
  ['max_tokens', 'Max tokens', 'Each token costs money', undefined],
  ['maxToken', 'Maximum token', undefined, undefined],
  ['tokenCount', 'Token count', undefined, undefined],
  ['tokenizer', 'Tokenizer', undefined, undefined],
  ['pinCode', 'PIN code of the city', undefined, undefined],
  ['pincode', 'Pincode', 'Six-digit area code of your delivery address', undefined],
  ['zip', 'Postal code', undefined, undefined],
  ['pinned', 'Pin this message', undefined, undefined],
  ['passwordHint', 'Password hint', 'Shown on the sign-in page', undefined],
  ['hinweis', 'Passworthinweis', undefined, undefined],
  ['longueur', 'Longueur du mot de passe', undefined, undefined],
  ['secretary', 'Secretary', undefined, undefined],
  ['secret_question', 'Secret question', undefined, undefined],
  ['note', 'Note', 'Kept secret from other users', undefined],
  ['description', 'Description', undefined, undefined],
  ['boarding_pass', 'Boarding pass', undefined, undefined],
  ['seed', 'Random seed', 'Same seed, same sampling', undefined],
  ['comment', 'Comment', 'Tell us more. Do not include your card number.', undefined],
  ['beschreibung', 'Beschreibung', undefined, undefined],
  ['api_key_name', 'API key name', undefined, undefined],
  ['passenger', 'Passenger name', undefined, undefined],
  ['compass', 'Compass heading', undefined, undefined],
  ['spinner', 'Spinning speed', undefined, undefined],
  ['shipping', 'Shipping method', undefined, undefined],
  ['author', 'Author', undefined, undefined],
  ['expires', 'Expiry date', 'When the subscription ends', undefined],
  ['card_holder', 'Credit card holder', undefined, undefined],
  ['login', 'Sign in', 'We will never ask for your password here', undefined],
  ['identifiant', 'Identifiant', 'Ne saisissez jamais votre mot de passe', undefined],
  // A negation before a list denies every item of it (server-everything's own wording).
  ['integer', 'Integer', 'Your favorite integer (do not give us your phone number, pin, or other sensitive info)', undefined],
  ['note2', 'Note', 'Never include your name, address or your password', undefined],
  ['bemerkung', 'Bemerkung', 'Bitte keine Adresse, Telefonnummer oder PIN angeben', undefined],
];

// A negation reaches list items only: a clause or a contrast after a comma still asks.
const NEGATION_BOUNDS: Case[] = [
  ['code', 'Code', 'Do not share it with anyone, then enter your PIN', ['pin', 'description', 'pin']],
  ['code2', 'Code', 'Not the name on your account, your password', ['password', 'description', 'password']],
  ['code3', 'Code', 'Do not use your birthday. PIN or password', ['pin', 'description', 'pin']],
  ['code4', 'Code', 'Do not give us your phone number, pin', ['pin', 'description', 'pin']],
];

describe('findSensitiveFields table', () => {
  it.each([...POSITIVE, ...NEGATIVE, ...NEGATION_BOUNDS])('%s / %s / %s', (key, label, description, expected) => {
    const field = textField(key, label, description);
    const found = findSensitiveFields(modelOf(field));
    expect(found).toEqual(expected === undefined ? [] : [{ key, reason: expected[0], source: expected[1], matched: expected[2] }]);
  });

  it('has at least 40 positive and 30 negative cases', () => {
    expect(POSITIVE.length).toBeGreaterThanOrEqual(40);
    expect(NEGATIVE.length).toBeGreaterThanOrEqual(30);
  });
});

describe('findSensitiveFields', () => {
  it('reports one entry per flagged field, in field order, keys as data', () => {
    const model = modelOf(
      textField('name'),
      textField('__proto__', 'Password'),
      textField('constructor', 'API key'),
      { kind: 'number', key: 'cvc', label: 'CVC', required: true, integer: true },
      textField('email'),
    );
    expect(findSensitiveFields(model)).toEqual([
      { key: '__proto__', reason: 'password', source: 'label', matched: 'password' },
      { key: 'constructor', reason: 'api-key', source: 'label', matched: 'api key' },
      { key: 'cvc', reason: 'card-security-code', source: 'key', matched: 'cvc' },
    ]);
  });

  it('prefers the key over the label and the label over the description', () => {
    expect(matchSensitiveField(textField('pin', 'Password', 'Your API key'))).toEqual({
      key: 'pin',
      reason: 'pin',
      source: 'key',
      matched: 'pin',
    });
    expect(matchSensitiveField(textField('x', 'Password', 'Your API key'))?.source).toBe('label');
  });

  it('picks the most specific reason within one text', () => {
    expect(matchSensitiveField(textField('x', 'Card number and PIN'))?.reason).toBe('pin');
    expect(matchSensitiveField(textField('x', 'Bank account password'))?.reason).toBe('password');
  });

  it('never flags booleans or choices: their values come from the server', () => {
    const remember: FieldModel = { kind: 'boolean', key: 'password', label: 'Remember my password', required: false };
    const method: FieldModel = {
      kind: 'select',
      key: 'otp_method',
      label: '2FA method',
      required: true,
      options: [{ value: 'sms', label: 'SMS' }],
    };
    const many: FieldModel = { kind: 'multiselect', key: 'tokens', label: 'API keys', required: false, options: [] };
    expect(findSensitiveFields(modelOf(remember, method, many))).toEqual([]);
    expect(isSensitiveField(remember)).toBe(false);
    expect(isSensitiveField(textField('password'))).toBe(true);
  });

  it('skips what it cannot read, and never throws', () => {
    const throwing = {
      get key(): string {
        throw new Error('hostile');
      },
    };
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const garbage = [null, 7, 'password', { key: 42, label: 'Password' }, throwing, proxy, { key: 'secret_key' }];
    expect(findSensitiveFields(modelOf(...(garbage as FieldModel[])))).toEqual([{ key: 'secret_key', reason: 'secret', source: 'key', matched: 'secret key' }]);
    for (const model of [null, undefined, 1, 'x', [], { fields: 'no' }, { fields: null }, proxy]) {
      expect(findSensitiveFields(model as FormModel)).toEqual([]);
    }
    const hostileModel = {
      get fields(): never {
        throw new Error('hostile');
      },
    };
    expect(findSensitiveFields(hostileModel as unknown as FormModel)).toEqual([]);
  });

  it('stays fast on long hostile text', () => {
    const long = 'pass '.repeat(20_000) + 'a'.repeat(100_000) + ' passwordpasswordpassword'.repeat(2_000);
    // A super-linear matcher would take minutes here and hit the test's timeout; the time it
    // takes is `pnpm bench:core`'s "hostile input" table, not a timed assertion.
    const found = findSensitiveFields(modelOf(textField('k', long, long)));
    expect(found).toEqual([{ key: 'k', reason: 'password', source: 'label', matched: 'password' }]);
  });
});

describe('matchSensitiveText', () => {
  it.each([
    ['Please enter your PIN to continue', { reason: 'pin', matched: 'pin' }],
    ['Introduzca su contraseña', { reason: 'password', matched: 'contraseña' }],
    ['Bitte geben Sie Ihre IBAN ein.', { reason: 'bank-account', matched: 'iban' }],
    ['We will never ask for your password.', undefined],
    ['Sans mot de passe. Votre nom, svp.', undefined],
    ['Each token costs money; keep this secret.', undefined],
    ['How many tokens may the model use?', undefined],
  ])('%s', (text, expected) => {
    expect(matchSensitiveText(text)).toEqual(expected);
  });

  it('ignores anything but a string', () => {
    for (const value of [undefined, null, 3, {}, ['password']]) expect(matchSensitiveText(value)).toBeUndefined();
  });
});

// Red-team pass (2026-11-30): spellings that slipped through, and look-alike words that must not trip.
describe('findSensitiveFields: red-team cases', () => {
  it.each<Case>([
    ['pass_word', undefined, undefined, ['password', 'key', 'pass word']],
    ['pass_phrase', undefined, undefined, ['password', 'key', 'pass phrase']],
    ['creds', undefined, undefined, ['password', 'key', 'creds']],
    ['privKey', undefined, undefined, ['private-key', 'key', 'priv key']],
    ['walletSeed', undefined, undefined, ['private-key', 'key', 'wallet seed']],
    ['driverLicense', undefined, undefined, ['national-id', 'key', 'driver license']],
    ['f1', "Driver's licence number", undefined, ['national-id', 'label', 'driver s licence number']],
    ['itin', undefined, undefined, ['national-id', 'key', 'itin']],
    // Japanese, Chinese and Russian: in keys and labels only, with the words as written.
    ['f2', '新しいパスワード', undefined, ['password', 'label', 'パスワード']],
    ['f3', '确认密码', undefined, ['password', 'label', '密码']],
    ['f4', 'Пароль', undefined, ['password', 'label', 'пароль']],
    ['f5', '暗証番号', undefined, ['pin', 'label', '暗証番号']],
    ['f6', 'Notes', 'パスワード', undefined],
    // Already caught before this pass; kept here so they stay caught.
    ['pwd', undefined, undefined, ['password', 'key', 'pwd']],
    ['secretKey', undefined, undefined, ['secret', 'key', 'secret key']],
    ['client_secret', undefined, undefined, ['secret', 'key', 'client secret']],
    ['seedPhrase', undefined, undefined, ['private-key', 'key', 'seed phrase']],
    ['ccNumber', undefined, undefined, ['card-number', 'key', 'cc number']],
    ['cvv2', undefined, undefined, ['card-security-code', 'key', 'cvv']],
    ['routingNumber', undefined, undefined, ['bank-account', 'key', 'routing number']],
    ['taxId', undefined, undefined, ['national-id', 'key', 'tax id']],
    ['2fa_code', undefined, undefined, ['otp', 'key', '2 fa']],
    ['totp', undefined, undefined, ['otp', 'key', 'totp']],
    // Not secrets. A bare "passport" is often the issuing country or a photo: only a
    // passport *number* is flagged (national-id).
    ...['passenger', 'passport', 'compass', 'bypass', 'tokenizer', 'pinned', 'spinner', 'secretary', 'keynote', 'pass_words'].map((key): Case => [
      key,
      undefined,
      undefined,
      undefined,
    ]),
    ['passportNumber', undefined, undefined, ['national-id', 'key', 'passport number']],
    ['accessKeyId', undefined, undefined, undefined],
  ])('%s / %s / %s', (key, label, description, expected) => {
    const found = findSensitiveFields(modelOf(textField(key, label, description)));
    expect(found).toStrictEqual(expected === undefined ? [] : [{ key, source: expected[1], reason: expected[0], matched: expected[2] }]);
  });
});
