// The circle screens, loaded together on the first visit to any of them (app/router.tsx).
export { CircleDetailPage } from "./circle-detail-page.tsx";
export { CirclesDirectoryPage } from "./circles-directory-page.tsx";
export { CreateCirclePage } from "./create-circle-page.tsx";
export { HostedCirclesPage } from "./hosted-circles-page.tsx";
export { ManageCirclePage } from "./manage-circle-page.tsx";
export { MyCirclesPage } from "./my-circles-page.tsx";
