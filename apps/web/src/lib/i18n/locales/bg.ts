import { accountBg } from './account.bg';
import { liveScoringBg } from './live-scoring.bg';
import { viewerBg } from './viewer.bg';
import { commonBg } from './common.bg';
import type { Messages } from './en';
import { organizerBg } from './organizer.bg';
import { orgResourcesBg } from './org-resources.bg';
import { orgsBg } from './orgs.bg';
import { orgMembershipBg } from './org-membership.bg';
import { orgMatchesBg } from './org-matches.bg';
import { tournamentViewsBg } from './tournament-views.bg';
import { tournamentManageBg } from './tournament-manage.bg';
import { calendarBg } from './calendar.bg';
import { notificationsBg } from './notifications.bg';
import { streamingBg } from './streaming.bg';
import { consentBg } from './consent.bg';
import { appUpdateBg } from './pwa.bg';
import { apiKeysBg } from './api-keys.bg';
import { webhooksBg } from './webhooks.bg';
import { exportsBg } from './exports.bg';
import { importsBg } from './imports.bg';

/** Български текстове: същите ключове като en.ts (типът го проверява). */
const bg: Messages = {
  ...viewerBg,
  common: { ...viewerBg.common, ...commonBg },
  sports: {
    tennis: 'Тенис',
    badminton: 'Бадминтон',
    volleyball: 'Волейбол',
    'table-tennis': 'Тенис на маса',
    snooker: 'Снукър',
    bowling: 'Боулинг',
  },
  sportBlurbs: {
    tennis: 'Точки, геймове, сетове и тайбрекове, с отбелязан сервиращ.',
    badminton: 'Точка от всяко разиграване до 21, с всяко разиграване в хронологията.',
    volleyball: 'Геймове до 25, решаващ пети гейм до 15, с прекъсванията.',
    'table-tennis': 'Геймове до 11, с разлика от две точки и смяна на сервиса на всеки две точки.',
    snooker: 'Фреймове, серии и всяка вкарана топка, червена след червена.',
    bowling: 'Десет фрейма, страйкове и спеъри, отчитани хвърляне по хвърляне.',
  },
  sportSwitch: {
    label: 'Спорт',
    choose: 'Изберете спорт',
  },
  userMenu: {
    label: 'Меню на профила',
    signedInAs: 'Влезли сте като',
    profile: 'Моят профил',
    dashboard: 'Моето табло',
    preferences: 'Спортни предпочитания',
    requests: 'Моите заявки',
    adminSection: 'Администрация',
    userManagement: 'Управление на потребители',
    userRequests: 'Заявки от потребители',
  },
  service: {
    bannerTitle: 'Sportzone не може да се свърже със сървъра си',
    bannerText: 'Входът и личните ви страници не са достъпни в момента. Публичните страници работят.',
  },
  toast: {
    success: 'Готово',
    error: 'Възникна проблем',
    info: 'За информация',
    warning: 'Обърнете внимание',
  },
  errors: {
    badRequest: 'Подадените данни са невалидни. Моля, проверете ги и опитайте отново.',
    unauthorized: 'Не сте влезли или сесията ви е изтекла. Моля, влезте и опитайте отново.',
    forbidden: 'Нямате необходимите права.',
    server: 'Възникна грешка при обработката на заявката ви. Моля, опитайте отново по-късно.',
    network: 'Сървърът е недостъпен. Проверете връзката си и опитайте отново.',
    unknown: 'Случи се нещо неочаквано.',
  },
  titles: {
    login: 'Вход',
    profile: 'Вашият профил',
    createProfile: 'Създайте профила си',
    dashboard: 'Табло',
    unavailable: 'Услугата е недостъпна',
    privacy: 'Политика за поверителност',
    notFound: 'Страницата не е намерена',
    error: 'Грешка',
    signingIn: 'Вход',
    preferences: 'Спортни предпочитания',
    deleteAccount: 'Изтриване на профила',
    requests: 'Заявки',
    userManagement: 'Управление на потребители',
    userRequests: 'Заявки от потребители',
  },
  home: {
    kicker: 'Резултати на живо · Архив · Шест спорта и рали резултат',
    title: 'Всяка точка – на живо.',
    subtitle:
      'Клубовете провеждат мачовете си на своите игрища, съдиите въвеждат всяка точка до игрището, а всички останали следят резултата на живо и намират после всеки резултат в архива.',
    ctaDashboard: 'Към таблото ви',
    statSports: 'спорта',
    statLanguages: 'езика',
    statLive: 'на живо, точка по точка',
    sportsTitle: 'Шест спорта, всеки със своите правила',
    sportsSubtitle: 'Правилата на всеки спорт превръщат точките в резултат, затова виждате винаги вярното.',
    yourSport: 'Вашият спорт',
    liveTitle: 'На живо сега',
    liveSubtitle: 'Резултатите от игрищата, точка по точка, както ги въвеждат съдиите.',
    liveBadge: 'На живо',
    liveEmptyTitle: 'В момента няма мачове на живо',
    liveEmptyText:
      'Когато организатор започне мач по {{sport}}, той ще се появи тук и резултатът му ще се обновява с всяка изиграна точка.',
    howTitle: 'Как работи',
    howOrganizeTitle: 'Клубовете провеждат мачовете си',
    howOrganizeText:
      'Организациите въвеждат играчите, отборите, залите и игрищата си, насрочват мачовете и определят съдиите.',
    howScoreTitle: 'Съдиите въвеждат всяка точка',
    howScoreText:
      'Едно докосване на точка от телефона до игрището; правилата на спорта пазят резултата верен.',
    howWatchTitle: 'Всички гледат на живо',
    howWatchText: 'Феновете и играчите следят резултата точка по точка и намират всеки резултат в архива.',
    joinTitle: 'Присъединете се към Sportzone',
    joinText:
      'Създайте безплатен профил, за да следите играчи, отбори и организации, да поддържате профила си и като организатор да провеждате мачовете на клуба си.',
  },
  login: {
    title: 'Вход в Sportzone',
    subtitle: 'Използвайте профила си в Sportzone. Нов сте тук? Създаването на профил отнема минута.',
    benefitProfile: 'Поддържайте профила си на играч',
    benefitFollow: 'Следете играчи, отбори и организации',
    benefitOrganize: 'Провеждайте мачовете на клуба си като организатор',
    newHere: 'Нов сте в Sportzone?',
    unavailable: 'Входът не е възможен, докато сървърът е недостъпен.',
    redirecting: 'Пренасочваме ви към страницата за вход…',
  },
  callback: {
    working: 'Завършване на входа…',
    failedTitle: 'Входът не завърши',
    failedText: 'Входът не можа да бъде завършен. Моля, опитайте отново.',
    cancelled: 'Входът беше отказан.',
    signInAgain: 'Влезте отново',
  },
  ...accountBg,
  adminUsers: {
    intro: 'Всички с профил в Sportzone, подредени по първо име.',
    search: 'Търсене',
    searchPlaceholder: 'Име или имейл',
    nationalityLabel: 'Националност',
    clearNationality: 'Всяка националност',
    nationality: 'Националност',
    columnUser: 'Потребител',
    columnNationality: 'Националност',
    columnRoles: 'Роли',
    noNationality: 'Не е посочена',
    you: 'Вие',
    editRoles: 'Промени ролите',
    delete: 'Изтрий потребителя',
    allLoaded: 'Показани са всички потребители.',
    empty: 'Все още няма потребители',
    emptyFiltered: 'Няма съвпадащи потребители',
    emptyFilteredHint: 'Опитайте друго име или имейл или махнете филтъра по националност.',
    clearFilters: 'Изчисти филтрите',
    loadFailed: 'Потребителите не можаха да бъдат заредени.',
    rolesTitle: 'Роли на {{name}}',
    rolesHint: 'Какво може да прави {{email}} в Sportzone.',
    rolesLabel: 'Роли',
    rolesSave: 'Запази ролите',
    rolesSaved: 'Ролите на {{name}} са запазени.',
    ownAdmin: 'Не можете да отнемете собствената си роля на администратор. Друг администратор може.',
    roleHelp: {
      Admin: 'Управлява потребителите и техните заявки',
      Organizer: 'Ръководи организации и техните мачове',
      Player: 'Участва в мачове',
      User: 'Всеки с профил запазва тази роля',
    },
    deleteTitle: 'Да бъде ли изтрит {{name}}?',
    deleteText:
      'Ще бъдат изтрити профилът, снимката, ролите, заявките и членствата в организации на {{email}}, както и профилът за вход. Действието е необратимо.',
    deleteConfirm: 'Изтрий потребителя',
    deleted: '{{name}} е изтрит.',
    cancel: 'Отказ',
  },
  adminRequests: {
    intro: 'Кандидатури за права на организатор и заявки за сливане на профили. Чакащите са първи.',
    accept: 'Одобри',
    reject: 'Отхвърли',
    acceptTitle: 'Да бъде ли одобрена заявката?',
    rejectTitle: 'Да бъде ли отхвърлена заявката?',
    acceptOrganizerText: '{{name}} получава ролята на организатор. Тя важи от следващото му влизане.',
    acceptMergeText:
      'Профилът {{other}} се слива с профила на {{name}}: входът, ролите и данните му се прехвърлят, а другият профил се премахва.',
    rejectText: '{{name}} ще види причината на страницата със заявките си.',
    reason: 'Причина',
    reasonAcceptHint: 'По желание. Потребителят я вижда заедно със заявката.',
    reasonRejectHint: 'По желание, но помага на потребителя да разбере защо.',
    reasonPlaceholder: 'Например: моля, посочете за кой клуб организирате.',
    accepted: 'Заявката е одобрена.',
    rejected: 'Заявката е отхвърлена.',
    mergeOther: 'Профил за сливане:',
    unknownUser: 'Изтрит потребител',
    loadFailed: 'Заявките не можаха да бъдат заредени.',
    emptyPendingHint: 'Новите кандидатури и заявки за сливане се появяват тук.',
    count: {
      pending: 'Чакат решение: {{n}}',
      accepted: 'Одобрени: {{n}}',
      rejected: 'Отхвърлени: {{n}}',
    },
    empty: {
      pending: 'Няма чакащи заявки',
      accepted: 'Още няма одобрени заявки',
      rejected: 'Още няма отхвърлени заявки',
    },
  },
  roles: {
    Admin: 'Администратор',
    Organizer: 'Организатор',
    Player: 'Играч',
    User: 'Потребител',
  },
  unavailable: {
    title: 'Услугата е недостъпна',
    text: 'Sportzone не е достъпен в момента. Вероятно го обновяваме; моля, опитайте отново след малко.',
  },
  serverError: {
    code: '500',
    title: 'Нещо се обърка',
  },
  privacy: {
    updated: 'Последна промяна: {{date}}',
    intro:
      'Тази политика обяснява какво съхранява Sportzone за вас, когато го използвате, защо и какво можете да направите. Съхраняваме възможно най-малко данни.',
    dataTitle: 'Какво съхраняваме',
    dataProfile:
      'Профила ви: име, презиме, фамилия, имейл адрес и националност, както ги въведете, и ролите ви (например организатор или играч).',
    dataIdentity:
      'Самоличността ви при вход: идентификатора на профила ви при доставчика на вход, потвърдения от него имейл и кога сте влезли за последно. Никога не виждаме и не съхраняваме паролата ви при външен доставчик.',
    dataScores:
      'Каквото въвеждате: резултати и събития от мачове, които записвате като съдия, и организации и мачове, които управлявате, заедно с това кой и кога ги е въвел.',
    dataTechnical:
      'Технически записи: сървърът ни пази кратко време журнали (адрес, час, поискана страница), за да поддържа услугата сигурна и работеща.',
    storageTitle: 'Бисквитки и съхранение във вашия браузър',
    storageLocale:
      'Бисквитка spz_locale: избраният от вас език на интерфейса (английски или български), пазена 365 дни, само ако разрешите функционалните бисквитки („Настройки за бисквитки“ в долната част на всяка страница).',
    storageToken:
      'Локално хранилище SPZ_TOKEN и сесията за вход: токенът за достъп, който доказва, че сте влезли. Премахва се, когато излезете или сесията ви приключи.',
    storageSport:
      'Локално хранилище на избрания спорт, за да се отварят страниците на живо и архивът на спорта, който следите (функционално, само ако го разрешите). Самият ви избор за бисквитките се пази в необходимата бисквитка spz_consent за 365 дни.',
    storageNoTracking: 'Не използваме рекламни или проследяващи бисквитки.',
    useTitle: 'За какво ги използваме',
    useText:
      'За да ви впишем, да показваме профила ви на вас и на организаторите на мачовете, в които участвате, да публикуваме резултати на живо и в архива и да пазим запис кой какъв резултат е въвел.',
    publicTitle: 'Какво е публично',
    publicText:
      'Резултатите и имената на играчите в публичните мачове се виждат от всички. Имейл адресът ви никога не се показва публично.',
    rightsTitle: 'Вашите права',
    rightsText:
      'Можете по всяко време да видите и поправите профила си на страницата на профила и да поискате копие на данните си или изтриването им. Изтриването на профила премахва личните ви данни; резултатите, в които сте участвали, остават в архива без тях.',
    contactTitle: 'Контакт',
    contactText: 'За всеки въпрос относно данните ви пишете на {{email}}.',
  },
  ...liveScoringBg,
  organizer: organizerBg,
  orgResources: orgResourcesBg,
  orgs: orgsBg,
  orgMembership: orgMembershipBg,
  orgMatches: orgMatchesBg,
  tournamentViews: tournamentViewsBg,
  tournamentManage: tournamentManageBg,
  calendar: calendarBg,
  notifications: notificationsBg,
  streaming: streamingBg,
  consent: consentBg,
  appUpdate: appUpdateBg,
  apiKeys: apiKeysBg,
  webhooks: webhooksBg,
  exports: exportsBg,
  imports: importsBg,
};

export default bg;
