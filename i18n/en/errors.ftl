# Error pages.
page-not-found-title = 404 Page Not Found
page-not-found-lead = Did you forget to add the page to the router?
not-found-home = Back to the home page
