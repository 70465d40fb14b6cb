// The one door to React Router for the shell, the remotes and their libraries (shared as its own singleton).
// Module Federation ships a shared package whole; sharing this file instead ships only what is named here, so
// add a name here when an app needs it (lint forbids importing react-router-dom anywhere else in app code).
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
