# Error pages.
page-not-found-title = 404 Page Not Found
page-not-found-lead = The page you are looking for does not exist or has moved. Please check the address, or go back to the home page.
not-found-home = Back to the home page
