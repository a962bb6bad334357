/**
 * Polish glossary (English → Polish), one term per concept across every pl catalogue:
 *   sign in / sign out             → zaloguj się / wyloguj się (logowanie, wylogowanie)
 *   sign up                        → zarejestruj się (rejestracja)
 *   passkey                        → klucz dostępu
 *   security key                   → klucz zabezpieczeń
 *   two-factor authentication      → uwierzytelnianie dwuskładnikowe
 *   multi-factor authentication    → uwierzytelnianie wieloskładnikowe (MFA)
 *   second factor                  → drugi składnik
 *   authenticator app              → aplikacja uwierzytelniająca
 *   one-time code                  → kod jednorazowy
 *   recovery codes                 → kody odzyskiwania
 *   account (tenant)               → konto; organisation → organizacja
 *   user / member                  → użytkownik / członek
 *   role / permission / group      → rola / uprawnienie / grupa
 *   single sign-on (SSO)           → logowanie jednokrotne (SSO)
 *   identity provider (IdP)        → dostawca tożsamości
 *   session                        → sesja
 *   API token                      → token API
 *   audit log                      → dziennik audytu
 *   invitation / invite            → zaproszenie / zaproś
 *   impersonation                  → personifikacja
 *   provisioning                   → aprowizacja
 *   (client / webhook) secret      → klucz tajny
 *   sub-account                    → konto podrzędne
 *   login box                      → okno logowania
 *   email (address)                → adres e-mail, e-mail
 *   Try again / Cancel / Continue  → Spróbuj ponownie / Anuluj / Kontynuuj
 * Register: second person singular imperative, as Microsoft and Google write Polish UI
 * ("Wpisz hasło"); "Twój/Twoje" capitalised; impersonal past forms ("Zalogowano", "Nie udało się")
 * so that no string needs a grammatical gender for the reader.
 */
import type { Translation } from '../../translation'
import type { defaultMessages } from '../../messages'

const pl: Translation<typeof defaultMessages> = {
  errors: {
    network: 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.',
    timeout: 'Serwer zbyt długo nie odpowiadał. Sprawdź połączenie i spróbuj ponownie.',
    malformed: 'Serwer wysłał odpowiedź, której nie udało się odczytać. Spróbuj ponownie.',
    unknown: 'Coś poszło nie tak. Spróbuj ponownie.',
    emailRequired: 'Wpisz adres e-mail.',
    invalidEmail: 'Wpisz prawidłowy adres e-mail, np. nazwa@example.com.',
    passwordRequired: 'Wpisz hasło.',
    unsupportedStrategy: 'Ta metoda logowania nie jest tutaj dostępna.',
    invalidOneTimeCode: 'Wpisz 6-cyfrowy kod, który wysłaliśmy.',
    breachedPassword: 'To hasło wyciekło w wyniku naruszenia danych. Zresetuj je, aby się zalogować.',
    passkeyCancelled: 'Żądanie klucza dostępu zostało anulowane lub upłynął limit czasu. Możesz spróbować ponownie.',
    ceremonyAborted: 'Anulowano żądanie klucza dostępu.',
    webauthnUnsupported: 'Ta przeglądarka nie obsługuje kluczy dostępu.',
    passkeyAlreadyRegistered: 'To urządzenie ma już klucz dostępu do Twojego konta.',
    passkeyFailed: 'Nie udało się użyć klucza dostępu. Spróbuj ponownie.',
    ssoAddressRefused: 'Adres logowania jednokrotnego Twojej organizacji jest nieprawidłowy, więc nie możemy Cię tam przekierować. Skontaktuj się z administratorem.',
    ssoFailed: 'Nie udało się otworzyć strony logowania Twojej organizacji. Spróbuj ponownie.',
    signInNotStarted: 'To logowanie nie zostało rozpoczęte w tej przeglądarce lub zostało już użyte. Zacznij od nowa na stronie logowania.',
    socialLoginNotStarted: 'Nie udało się rozpocząć tego logowania w tej przeglądarce. Spróbuj ponownie lub wybierz inny sposób.',
    stateMismatch: 'Ta odpowiedź ze strony logowania nie dotyczy logowania rozpoczętego w tej przeglądarce. Zaloguj się ponownie.',
    missingCode: 'Strona logowania nie odesłała kodu logowania. Zaloguj się ponownie.',
    tokenRefused: 'Nie udało się dokończyć logowania: usługa logowania je odrzuciła. Zaloguj się ponownie.',
    invalidResponse: 'Usługa logowania wysłała odpowiedź, której nie udało się zweryfikować. Zaloguj się ponownie.',
  },
  controls: {
    loading: 'Wczytywanie',
    showPassword: 'Pokaż hasło',
    hidePassword: 'Ukryj hasło',
    clearSearch: 'Wyczyść wyszukiwanie',
    remove: 'Usuń',
    showAll: 'Pokaż wszystko',
    actionsFailed: 'Nie udało się wczytać akcji. Spróbuj ponownie.',
    previousPage: 'Poprzednia strona',
    nextPage: 'Następna strona',
    pageStatus: 'Strona {page} z {total}',
  },
  signedIn: { title: 'Zalogowano', description: 'Zalogowano jako {email}', signOut: 'Wyloguj się' },
  vendor: {
    securedBy: 'Zabezpieczone przez Gatehouse',
  },
  session: {
    restoring: { title: 'Sprawdzanie sesji', description: 'Chwileczkę, sprawdzamy stan logowania.' },
    signingOut: { title: 'Wylogowywanie', description: 'Kończymy sesję na tym urządzeniu.' },
  },
  login: {
    stepLoading: { title: 'Chwileczkę', description: 'Wczytywanie następnego kroku.' },
    stepFailed: {
      title: 'Nie udało się wczytać tego kroku',
      description: 'Nie udało się wczytać następnego kroku logowania. Sprawdź połączenie i spróbuj ponownie.',
      retry: 'Spróbuj ponownie',
    },
    emailStep: {
      title: 'Zaloguj się',
      description: 'Wpisz służbowy adres e-mail, aby kontynuować.',
      emailLabel: 'Adres e-mail',
      submit: 'Kontynuuj',
    },
    redirectToSSO: {
      title: 'Przekierowywanie do logowania jednokrotnego',
      description: 'Twoja organizacja loguje Cię przez swojego dostawcę tożsamości. Trwa przekierowywanie.',
      cancel: 'Użyj innego adresu e-mail',
    },
    success: {
      title: 'Zalogowano',
      description: 'Przechodzimy do aplikacji.',
    },
    pending: 'Logowanie',
  },
  social: {
    divider: 'lub',
    continueWith: 'Kontynuuj przez {provider}',
    listLabel: 'Zaloguj się za pomocą innego konta',
  },
  callback: {
    verifying: {
      title: 'Logowanie',
      description: 'Sprawdzamy odpowiedź od dostawcy logowania.',
      magicLinkDescription: 'Sprawdzamy link logowania.',
    },
    failed: {
      title: 'Nie udało się Cię zalogować',
      leaving: 'Za chwilę wrócisz do poprzedniej strony.',
      backToLogin: 'Wróć do logowania',
    },
    twoFactor: {
      title: 'Jeszcze jeden krok',
      description: 'Twoje konto wymaga drugiego składnika. Trwa przekierowywanie.',
    },
  },
  passkeys: {
    signIn: 'Zaloguj się kluczem dostępu',
    waiting: 'Oczekiwanie na klucz dostępu',
    cancel: 'Anuluj',
    prompt: {
      title: 'Loguj się szybciej dzięki kluczowi dostępu',
      description: 'Następnym razem zamiast hasła użyj odcisku palca, rozpoznawania twarzy lub blokady ekranu.',
      create: 'Utwórz klucz dostępu',
      creating: 'Tworzenie klucza dostępu',
      notNow: 'Nie teraz',
      dontShowAgain: 'Nie pokazuj ponownie',
    },
  },
}

export default pl
