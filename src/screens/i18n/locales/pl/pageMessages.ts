import type { Translation } from '../../translation'
import type { defaultPageMessages } from '../../pageMessages'

const pl: Translation<typeof defaultPageMessages> = {
  stepUp: {
    generating: {
      title: 'Sprawdzanie sesji',
      description: 'Chwileczkę, sprawdzamy, czy musisz ponownie potwierdzić tożsamość.',
    },
    notEnrolled: {
      title: 'Najpierw skonfiguruj uwierzytelnianie dwuskładnikowe',
      description: 'Ta czynność wymaga dodatkowego kroku weryfikacji, ale Twoje konto nie ma jeszcze aplikacji uwierzytelniającej, telefonu ani klucza zabezpieczeń.',
      setUp: 'Skonfiguruj uwierzytelnianie dwuskładnikowe',
      cancel: 'Wróć',
    },
    signingOut: {
      title: 'Ponowne logowanie',
      description: 'Zanim przejdziesz dalej, zaloguj się ponownie.',
    },
    success: {
      title: 'Zweryfikowano',
      description: 'Trwa powrót.',
    },
    gate: {
      title: 'Potwierdź, że to Ty',
      description: 'Ta sekcja wymaga niedawnej weryfikacji dwuskładnikowej.',
      verify: 'Zweryfikuj',
    },
  },
  forgotPassword: {
    title: 'Zresetuj hasło',
    description: 'Wpisz adres e-mail konta, a wyślemy Ci link do zresetowania hasła.',
    emailLabel: 'Adres e-mail',
    submit: 'Wyślij link do resetowania',
    backToLogin: 'Wróć do logowania',
    unknownError: 'Wystąpił nieznany błąd',
    success: {
      title: 'Sprawdź pocztę e-mail',
      description: 'Jeśli istnieje konto powiązane z adresem {email}, wysłaliśmy na nie link do zresetowania hasła.',
      resend: 'Wyślij na inny adres e-mail',
    },
    pending: 'Wysyłanie',
  },
  hosted: {
    checkingSession: { title: 'Sprawdzanie sesji', description: 'Chwileczkę, sprawdzamy, czy sesja jest nadal aktywna.' },
    redirecting: { title: 'Przekierowywanie do logowania', description: 'Otwieranie strony logowania.' },
    stepUp: { title: 'Weryfikacja tożsamości', description: 'Otwieranie strony logowania w celu potwierdzenia tożsamości.' },
    exchanging: { title: 'Logowanie', description: 'Kończenie logowania.' },
    failed: { title: 'Nie udało się Cię zalogować', retry: 'Zaloguj się ponownie' },
    startFailed: { title: 'Nie udało się otworzyć strony logowania', retry: 'Spróbuj ponownie' },
    signingOut: { title: 'Wylogowywanie', description: 'Kończenie sesji.' },
  },
}

export default pl
