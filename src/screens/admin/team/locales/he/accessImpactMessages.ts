import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessImpactMessages } from '../../accessImpactMessages'

const he: Translation<typeof defaultAccessImpactMessages> = {
  accessImpact: {
    label: 'על מי השינוי הזה משפיע',
    loading: 'בודקים על מי השינוי הזה משפיע…',
    failed: 'לא הצלחנו לבדוק על מי השינוי הזה משפיע. עדיין אפשר להמשיך.',
    nobody: 'אף אחד לא מקבל או מאבד הרשאה.',
    losing: { one: 'אדם אחד יאבד הרשאה.', two: 'שני אנשים יאבדו הרשאות.', other: '{count} אנשים יאבדו הרשאות.' },
    gaining: { one: 'אדם אחד יקבל הרשאה.', two: 'שני אנשים יקבלו הרשאות.', other: '{count} אנשים יקבלו הרשאות.' },
    incomplete: 'בחשבון יש יותר אנשים ממה שנבדק, כך שייתכן שיש עוד.',
    lose: 'יאבדו את {permissions}:',
    gain: 'יקבלו את {permissions}:',
    peopleLosing: 'אנשים שיאבדו את {permissions}',
    peopleGaining: 'אנשים שיקבלו את {permissions}',
    more: { one: 'ועוד אחד', two: 'ועוד שניים', other: 'ועוד {count}' },
    quoted: '"{name}"',
    morePermissions: { one: 'עוד הרשאה אחת', two: 'עוד שתי הרשאות', other: 'עוד {count} הרשאות' },
    otherChanges: { one: 'גם הרשאה נוספת אחת משתנה.', two: 'גם שתי הרשאות נוספות משתנות.', other: 'גם {count} הרשאות נוספות משתנות.' },
    self: 'גם ממך יוסרו {permissions}.',
    group: {
      members: {
        one: 'החבר היחיד בקבוצה יאבד את התפקידים שהיא מעניקה ({roles}), אלא אם הם מוקצים לו בדרך אחרת.',
        two: 'שני החברים בקבוצה יאבדו את התפקידים שהיא מעניקה ({roles}), אלא אם הם מוקצים להם בדרך אחרת.',
        other: '{count} החברים בקבוצה יאבדו את התפקידים שהיא מעניקה ({roles}), אלא אם הם מוקצים להם בדרך אחרת.',
      },
      noRoles: 'היא לא מעניקה תפקידים.',
      noMembers: 'אין בה חברים.',
    },
    role: {
      holders: { one: 'התפקיד מוקצה ישירות לאדם אחד.', two: 'התפקיד מוקצה ישירות לשני אנשים.', other: 'התפקיד מוקצה ישירות ל-{count} אנשים.' },
      noHolders: 'התפקיד לא מוקצה ישירות לאף אחד.',
      groups: 'הקבוצות שמעניקות אותו יפסיקו להעניק אותו: {groups}.',
    },
    user: {
      groups: 'המשתמש יוסר מהקבוצות: {groups}.',
      roles: 'גם התפקידים שלו יוסרו: {roles}.',
      nothing: 'המשתמש לא חבר באף קבוצה ואין לו תפקידים משלו.',
      onlyHolder: 'לאף אחד אחר בחשבון אין את {permissions}.',
    },
  },
}

export default he
