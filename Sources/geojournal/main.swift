print("geojournal")
