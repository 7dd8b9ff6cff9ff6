// The operators' console (issue #23): react-admin over the operators' API, its menus and routes
// shown by the operator's permissions (authProvider.canAccess), zh-Hant with en.
import CampaignIcon from '@mui/icons-material/Campaign';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CategoryIcon from '@mui/icons-material/Category';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import HowToVoteIcon from '@mui/icons-material/HowToVote';
import ImageIcon from '@mui/icons-material/Image';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import PersonIcon from '@mui/icons-material/Person';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PlaceIcon from '@mui/icons-material/Place';
import QuizIcon from '@mui/icons-material/Quiz';
import SecurityIcon from '@mui/icons-material/Security';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TextSnippetIcon from '@mui/icons-material/TextSnippet';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { useEffect, useState, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import {
  Admin,
  AccessDenied,
  CanAccess,
  CustomRoutes,
  Layout,
  localStorageStore,
  Menu,
  Resource,
  useCanAccess,
  useLocaleState,
  useLogin,
} from 'react-admin';
import { authProvider } from './authProvider';
import { Dashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import { Exports } from './Exports';
import { saveLocale, savedLocale } from './i18n/locale';
import { i18nProvider } from './i18n/provider';
import { SignIn } from './LoginPage';
import * as content from './resources/content';
import * as operators from './resources/operators';
import { OrderList, OrderShow } from './resources/orders';
import * as programme from './resources/programme';
import { VisitorList, VisitorShow } from './resources/visitors';
import { WorkList, WorkShow } from './resources/works';
import { SessionGuard } from './session';

function ConsoleMenu() {
  const { canAccess: exports } = useCanAccess({ resource: 'exports', action: 'list' });
  const [locale] = useLocaleState();
  useEffect(() => saveLocale(locale), [locale]);
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {exports ? (
        <Menu.Item to="/exports" primaryText="admin.exports.menu" leftIcon={<DownloadIcon />} />
      ) : null}
    </Menu>
  );
}

// The page is as wide as the screen, not as its widest part (react-admin's layout takes
// min-width: fit-content): a list or a form's tabs never push the page sideways. A list's
// always-on filters wrap and shrink to the screen too (a search beside a select was 458 px wide
// on a 390 px phone).
const FIT_CONTENT = {
  minWidth: 0,
  '& .RaLayout-content': { minWidth: 0 },
  // A list's main column is a flex item: without this it is as wide as its widest filter.
  '& .RaList-main': { minWidth: 0 },
  '& .RaFilterForm-root': { flexWrap: 'wrap', maxWidth: '100%' },
  // Each filter is a row of its field and a spacer: the row keeps to the form and the field
  // shrinks (a select cuts a long group name with an ellipsis).
  '& .RaFilterForm-filterFormInput': { maxWidth: '100%', minWidth: 0 },
  '& .RaFilterForm-filterFormInput .MuiFormControl-root': { minWidth: 0, flexShrink: 1 },
  // On a phone the language button is its icon (its name stays for screen readers): the page's
  // title keeps the app bar's room ("Notícias e atividades" was cut to "Notíci").
  '@media (max-width: 599.95px)': {
    // react-admin's language button has no class of its own; its menu's id names it.
    '& header button[aria-controls="simple-menu"]': { fontSize: 0, minWidth: 0 },
  },
} as const;

const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={ConsoleMenu} sx={FIT_CONTENT}>
    {children}
    <SessionGuard />
  </Layout>
);

/** The sign-in after a sign-out, inside the console: in the language chosen on it. */
function ConsoleLogin() {
  const login = useLogin();
  const [, setLocale] = useLocaleState();
  return (
    <SignIn
      onSignedIn={() => {
        setLocale(savedLocale());
        return login({});
      }}
    />
  );
}

export default function App() {
  // The language chosen on the sign-in screen wins over the one react-admin kept from before.
  const [store] = useState(() => {
    const kept = localStorageStore();
    kept.setItem('locale', savedLocale());
    return kept;
  });
  return (
    <Admin
      title="admin.title"
      store={store}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={ConsoleLogin}
      dashboard={Dashboard}
      layout={ConsoleLayout}
      requireAuth
      disableTelemetry
    >
      <Resource name="works" list={WorkList} show={WorkShow} icon={HowToVoteIcon} />
      <Resource name="orders" list={OrderList} show={OrderShow} icon={LocalShippingIcon} />
      <Resource name="visitors" list={VisitorList} show={VisitorShow} icon={PersonSearchIcon} />
      <Resource
        name="gifts"
        list={programme.GiftList}
        {...programme.gifts}
        icon={CardGiftcardIcon}
      />
      <Resource
        name="news"
        list={content.NewsList}
        create={content.NewsCreate}
        edit={content.NewsEdit}
        icon={NewspaperIcon}
      />
      <Resource
        name="news-categories"
        list={content.CategoryList}
        create={content.CategoryCreate}
        edit={content.CategoryEdit}
        icon={CategoryIcon}
        recordRepresentation="nameZht"
      />
      <Resource
        name="carousels"
        list={content.SlideList}
        create={content.CarouselCreate}
        edit={content.CarouselEdit}
        icon={ViewCarouselIcon}
      />
      <Resource
        name="posters"
        list={content.SlideList}
        create={content.PosterCreate}
        edit={content.PosterEdit}
        icon={ImageIcon}
      />
      <Resource
        name="pages"
        list={content.PageList}
        create={content.PageCreate}
        edit={content.PageEdit}
        icon={DescriptionIcon}
      />
      <Resource
        name="rich-texts"
        list={content.RichTextList}
        edit={content.RichTextEdit}
        icon={TextSnippetIcon}
      />
      <Resource
        name="missions"
        list={programme.MissionList}
        {...programme.missions}
        icon={TaskAltIcon}
      />
      <Resource
        name="badges"
        list={programme.BadgeList}
        {...programme.badges}
        icon={MilitaryTechIcon}
      />
      <Resource
        name="badge-types"
        list={programme.NamedList}
        {...programme.badgeTypes}
        icon={EmojiEventsIcon}
        recordRepresentation="nameZht"
      />
      <Resource
        name="contests"
        list={programme.ContestList}
        {...programme.contests}
        icon={CampaignIcon}
        recordRepresentation="nameZht"
      />
      <Resource
        name="contest-groups"
        list={programme.GroupList}
        {...programme.groups}
        icon={GroupsIcon}
      />
      <Resource
        name="ar-sites"
        list={programme.ArSiteList}
        {...programme.arSites}
        icon={PlaceIcon}
      />
      <Resource
        name="quiz-questions"
        list={programme.QuizList}
        {...programme.quiz}
        icon={QuizIcon}
      />
      <Resource
        name="operators"
        list={operators.OperatorList}
        create={operators.OperatorCreate}
        edit={operators.OperatorEdit}
        icon={PersonIcon}
      />
      <Resource name="roles" list={operators.RoleList} icon={SecurityIcon} />
      <Resource name="audit-log" list={operators.AuditList} icon={HistoryIcon} />
      <CustomRoutes>
        <Route
          path="/exports"
          element={
            <CanAccess resource="exports" action="list" accessDenied={<AccessDenied />}>
              <Exports />
            </CanAccess>
          }
        />
      </CustomRoutes>
    </Admin>
  );
}
