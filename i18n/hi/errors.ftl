# त्रुटि पृष्ठ
page-not-found-title = 404 पृष्ठ नहीं मिला
page-not-found-lead = क्या आप पृष्ठ को राउटर में जोड़ना भूल गए?
not-found-home = होम पेज पर लौटें
