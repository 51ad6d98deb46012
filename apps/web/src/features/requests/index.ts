export {
  fetchMyRequests,
  myRequestsKey,
  submitRequest,
  useMyRequests,
  useSubmitRequest,
} from './api/requests';
export { MergeRequestForm } from './components/merge-request-form';
export { MyRequests } from './components/my-requests';
export { OrganizerApplicationForm } from './components/organizer-application-form';
