import type { Translation } from '../../translation'
import type { defaultLoginStepMessages } from '../../loginStepMessages'

const pl: Translation<typeof defaultLoginStepMessages> = {
  passwordStep: {
    title: 'Wpisz hasło',
    signingInAs: 'Logowanie jako',
    changeEmail: 'Użyj innego adresu e-mail',
    passwordLabel: 'Hasło',
    showPassword: 'Pokaż hasło',
    hidePassword: 'Ukryj hasło',
    forgotPassword: 'Nie pamiętasz hasła?',
    submit: 'Zaloguj się',
  },
  quickLogin: {
    title: 'Następnym razem loguj się szybciej',
    description: 'Dodaj numer telefonu, a wyślemy Ci SMS-em kod logowania — bez hasła.',
    phoneLabel: 'Numer telefonu',
    phoneDescription: 'Podaj numer z kierunkowym kraju, np. +1 555 555 0123.',
    sendCode: 'Wyślij mi kod SMS-em',
    codeTitle: 'Wpisz kod z SMS-a',
    codeDescription: 'Wysłaliśmy 6-cyfrowy kod na numer {phone}.',
    codeLabel: 'Kod',
    verify: 'Dodaj telefon',
    changePhone: 'Użyj innego numeru',
    notNow: 'Nie teraz',
  },
  breachedPassword: {
    title: 'Musisz zmienić hasło',
    description: 'Hasło do konta {email} wyciekło w wyniku naruszenia danych w innej witrynie. Aby chronić konto, ustaw nowe hasło przed zalogowaniem.',
    submit: 'Wyślij mi link do resetowania',
    pending: 'Wysyłanie',
    back: 'Użyj innego adresu e-mail',
  },
  breachedPasswordSuccess: {
    title: 'Sprawdź pocztę e-mail',
    description: 'Wysłaliśmy link do ustawienia nowego hasła na adres {email}. Po zmianie hasła zaloguj się ponownie.',
    back: 'Wróć do logowania',
  },
  magicLink: {
    title: 'Sprawdź pocztę e-mail',
    description: 'Wysłaliśmy link logowania na adres {email}. Otwórz go na tym urządzeniu, aby kontynuować.',
    resent: 'Wysłaliśmy nowy link.',
    resend: 'Wyślij nowy link',
    back: 'Użyj innego adresu e-mail',
  },
  oneTimeCode: {
    title: 'Wpisz kod z wiadomości e-mail',
    description: 'Wysłaliśmy 6-cyfrowy kod na adres {email}.',
    smsTitle: 'Wpisz kod z SMS-a',
    smsDescription: 'Wysłaliśmy 6-cyfrowy kod na numer {phone}.',
    smsDescriptionNoPhone: 'Wysłaliśmy 6-cyfrowy kod na numer telefonu przypisany do Twojego konta.',
    codeLabel: 'Kod',
    resent: 'Wysłaliśmy nowy kod.',
    resend: 'Wyślij nowy kod',
    submit: 'Zaloguj się',
    back: 'Użyj innego adresu e-mail',
    lostPhone: 'Nie masz dostępu do tego telefonu?',
  },
}

export default pl
