import type { Translation } from '../../../i18n/translation'
import type { defaultResetPhoneNumberMessages } from '../../resetPhoneNumberMessages'

const pl: Translation<typeof defaultResetPhoneNumberMessages> = {
  request: {
    title: 'Zresetuj numer telefonu',
    description: 'Nie masz już telefonu, którym się logujesz? Wpisz adres e-mail konta, a wyślemy Ci kod do ustawienia nowego numeru.',
    emailLabel: 'Adres e-mail',
    submit: 'Wyślij mi kod e-mailem',
  },
  verify: {
    title: 'Sprawdź pocztę e-mail',
    description: 'Jeśli istnieje konto powiązane z adresem {email}, wysłaliśmy na nie 6-cyfrowy kod.',
    codeLabel: 'Kod z wiadomości e-mail',
    submit: 'Zweryfikuj',
    resend: 'Wyślij nowy kod',
    resent: 'Wysłaliśmy nowy kod.',
    back: 'Użyj innego adresu e-mail',
  },
  change: {
    title: 'Wpisz nowy numer telefonu',
    description: 'Od teraz będziemy wysyłać kody logowania SMS-em na ten numer.',
    phoneLabel: 'Nowy numer telefonu',
    phoneDescription: 'Podaj numer z kierunkowym kraju, np. +1 202 555 0143.',
    submit: 'Zmień numer telefonu',
    changed: 'Twój numer telefonu to teraz {phone}. Przechodzimy do logowania.',
    startAgain: 'Zacznij od nowa',
  },
  backToLogin: 'Wróć do logowania',
  sending: 'Wysyłanie',
  verifying: 'Weryfikowanie',
  changing: 'Zmienianie',
}

export default pl
