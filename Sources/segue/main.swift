print("segue")
